# pawnpost's community messages in Portuguese: translated once the English file exists.
