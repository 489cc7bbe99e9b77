# pawnpost's conditions messages in Portuguese: translated once the English file exists.
