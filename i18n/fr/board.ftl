# Les mots de l'échiquier en français : la description de l'image et les noms de ses
# cases (lecteurs d'écran, infobulles, logiciels qui bloquent les images).

board-color = { $color ->
    [white] Blancs
   *[black] Noirs
}
board-role = { $role ->
    [pawn] pion
    [knight] cavalier
    [bishop] fou
    [rook] tour
    [queen] dame
   *[king] roi
}
board-piece = { board-role } des { $color ->
    [white] blancs
   *[black] noirs
}
board-square-piece = { $square }, { $piece }
board-square-empty = { $square }, vide
board-picture = L'échiquier vu du côté des { board-color }
board-piece-on = { board-role } { $square }
board-pieces = { board-color } : { $pieces }.

# Le titre au-dessus de l'échiquier dans une lettre HTML (image ou tableau).
board-heading = L'échiquier

## La position en mots (`Échiquier en mots`) : les pièces de chaque camp par sorte, une
## sorte par ligne, puis le dernier coup, l'échec et le trait ; pas de grille.

board-words-heading = La position en mots
board-words-side = { board-color }, { $count ->
    [one] une pièce
   *[other] { $count } pièces
}
board-words-colon = { $text } :
board-words-kind = { $role ->
    [pawn] { $count ->
        [one] Pion
       *[other] Pions
    }
    [knight] { $count ->
        [one] Cavalier
       *[other] Cavaliers
    }
    [bishop] { $count ->
        [one] Fou
       *[other] Fous
    }
    [rook] { $count ->
        [one] Tour
       *[other] Tours
    }
    [queen] { $count ->
        [one] Dame
       *[other] Dames
    }
   *[king] Roi
} : { $squares }
board-words-last-move = Dernier coup : { $move }.
board-words-moved = { $role ->
    [queen] la dame { $color ->
        [white] blanche
       *[black] noire
    }
    [rook] la tour { $color ->
        [white] blanche
       *[black] noire
    }
   *[other] le { board-role } { $color ->
        [white] blanc
       *[black] noir
    }
} de { $from } en { $to }
board-words-taking = prend { $role ->
    [queen] la dame { $color ->
        [white] blanche
       *[black] noire
    }
    [rook] la tour { $color ->
        [white] blanche
       *[black] noire
    }
   *[other] le { board-role } { $color ->
        [white] blanc
       *[black] noir
    }
} en { $square }
board-words-taking-en-passant = prend en passant le { board-role } { $color ->
    [white] blanc
   *[black] noir
} en { $square }
board-words-promoted = promu en { $role ->
    [knight] cavalier
    [bishop] fou
    [rook] tour
   *[queen] dame
}
board-words-castled = les { board-color } ont joué { $side ->
    [king] le petit roque
   *[queen] le grand roque
} : { $stays ->
    [king] le roi reste en { $king_to }, tour de { $rook_from } en { $rook_to }
    [rook] roi de { $king_from } en { $king_to }, la tour reste en { $rook_to }
    [both] le roi reste en { $king_to } et la tour en { $rook_to }
   *[none] roi de { $king_from } en { $king_to }, tour de { $rook_from } en { $rook_to }
}
board-words-check = Les { board-color } sont en échec.
board-words-checkmate = Les { board-color } sont mat.
board-words-stalemate = Les { board-color } n'ont aucun coup légal : pat.
board-words-to-move = Trait aux { board-color }.
