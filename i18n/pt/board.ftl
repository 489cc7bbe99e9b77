# pawnpost's board messages in Portuguese: translated once the English file exists.
