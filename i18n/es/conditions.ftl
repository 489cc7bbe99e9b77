# pawnpost's conditions messages in Spanish: translated once the English file exists.
