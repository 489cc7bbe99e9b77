# pawnpost's community messages in Spanish: translated once the English file exists.
