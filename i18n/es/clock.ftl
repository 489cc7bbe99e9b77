# pawnpost's clock messages in Spanish: translated once the English file exists.
