# Die Wörter des Bretts auf Deutsch: die Beschreibung des Bildes und die Namen seiner
# Felder (Bildschirmleser, Tooltips, Programme, die Bilder blockieren).

board-color = { $color ->
    [white] Weiß
   *[black] Schwarz
}
board-role = { $role ->
    [pawn] Bauer
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
   *[king] König
}
board-piece = { board-role } ({ $color ->
    [white] weiß
   *[black] schwarz
})
board-square-piece = { $square }, { $piece }
board-square-empty = { $square }, leer
board-picture = Das Brett aus der Sicht von { board-color }
board-piece-on = { board-role } { $square }
board-pieces = { board-color }: { $pieces }.

# Die Überschrift über dem Brett in der HTML-Mail (Bild oder Tabelle).
board-heading = Das Brett

## Die Stellung in Worten (`Brett in Worten`): die Steine jeder Seite nach Art, eine Seite
## je Satz, dann der letzte Zug, Schach und wer am Zug ist; kein Gitter.

board-words-heading = Die Stellung in Worten
# Die Steine einer Seite in einem Satz, der für sich steht: „Weiß: König e1, Dame d1,
# Türme a1 h1, …“; „(deine Steine)“ ($yours) bei der Seite des Lesers.
board-words-pieces = { board-color }{ $yours ->
    [yes] {" "}(deine Steine)
   *[no] {""}
}: { $kinds }.
# Eine Art Steine und ihre Felder, ohne Kommas dazwischen: „Türme a1 h1“.
board-words-kind = { $role ->
    [pawn] { $count ->
        [one] Bauer
       *[other] Bauern
    }
    [knight] Springer
    [bishop] Läufer
    [rook] { $count ->
        [one] Turm
       *[other] Türme
    }
    [queen] { $count ->
        [one] Dame
       *[other] Damen
    }
   *[king] König
} { $squares }
board-words-last-move = Letzter Zug: { $move }.
board-words-moved = { $role ->
    [queen] { $color ->
        [white] weiße
       *[black] schwarze
    }
   *[other] { $color ->
        [white] weißer
       *[black] schwarzer
    }
} { board-role } von { $from } nach { $to }
board-words-taking = schlägt { $role ->
    [queen] die { $color ->
        [white] weiße
       *[black] schwarze
    } Dame
    [pawn] den { $color ->
        [white] weißen
       *[black] schwarzen
    } Bauern
   *[other] den { $color ->
        [white] weißen
       *[black] schwarzen
    } { board-role }
} auf { $square }
board-words-taking-en-passant = schlägt en passant den { $color ->
    [white] weißen
   *[black] schwarzen
} { $role ->
   *[pawn] Bauern
} auf { $square }
board-words-promoted = { $role ->
    [knight] in einen Springer
    [bishop] in einen Läufer
    [rook] in einen Turm
   *[queen] in eine Dame
} umgewandelt
board-words-castled = { board-color } hat { $side ->
    [king] kurz
   *[queen] lang
} rochiert: { $stays ->
    [king] der König bleibt auf { $king_to }, Turm von { $rook_from } nach { $rook_to }
    [rook] König von { $king_from } nach { $king_to }, der Turm bleibt auf { $rook_to }
    [both] der König bleibt auf { $king_to } und der Turm auf { $rook_to }
   *[none] König von { $king_from } nach { $king_to }, Turm von { $rook_from } nach { $rook_to }
}
board-words-check = { board-color } steht im Schach.
board-words-checkmate = { board-color } ist schachmatt.
board-words-stalemate = { board-color } hat keinen legalen Zug: Patt.
board-words-to-move = { board-color } ist am Zug.
