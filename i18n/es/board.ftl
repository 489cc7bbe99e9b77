# pawnpost's board messages in Spanish: translated once the English file exists.
