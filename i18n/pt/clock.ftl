# pawnpost's clock messages in Portuguese: translated once the English file exists.
