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
# « pion blanc », « tour noire » : l'adjectif s'accorde avec la pièce.
board-piece = { $role ->
    [rook] tour { $color ->
        [white] blanche
       *[black] noire
    }
    [queen] dame { $color ->
        [white] blanche
       *[black] noire
    }
   *[other] { board-role } { $color ->
        [white] blanc
       *[black] noir
    }
}
board-square-piece = { $square }, { $piece }
board-square-empty = { $square }, vide
board-picture = L'échiquier vu du côté des { board-color }
board-piece-on = { board-role } { $square }
board-pieces = { board-color } : { $pieces }.

# Le titre au-dessus de l'échiquier dans une lettre HTML (image ou tableau).
board-heading = L'échiquier

## La position en mots (`Échiquier en mots`) : les pièces de chaque camp par sorte, une
## phrase par camp, puis le dernier coup, l'échec et le trait ; pas de grille.

board-words-heading = La position en mots
# Les pièces d'un camp en une phrase qui se suffit à elle-même : « Blancs : roi e1,
# dame d1, tours a1 h1, … » ; « (vos pièces) » ($yours) pour le camp du lecteur.
board-words-pieces = { board-color }{ $yours ->
    [yes] {" "}(vos pièces)
   *[no] {""}
} : { $kinds }.
# Une sorte de pièces et ses cases, sans virgule entre elles : « tours a1 h1 ».
board-words-kind = { $role ->
    [pawn] { $count ->
        [one] pion
       *[other] pions
    }
    [knight] { $count ->
        [one] cavalier
       *[other] cavaliers
    }
    [bishop] { $count ->
        [one] fou
       *[other] fous
    }
    [rook] { $count ->
        [one] tour
       *[other] tours
    }
    [queen] { $count ->
        [one] dame
       *[other] dames
    }
   *[king] roi
} { $squares }
board-words-last-move = Dernier coup : { $move }.
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
# Après le déplacement et une virgule : « le pion blanc de e4 en d5, prenant le pion noir en d5 ».
board-words-taking = prenant { $role ->
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
board-words-taking-en-passant = prenant en passant le { board-role } { $color ->
    [white] blanc
   *[black] noir
} en { $square }
board-words-promoted = promu en { $role ->
    [knight] cavalier
    [bishop] fou
    [rook] tour
   *[queen] dame
}
board-words-castled = { $side ->
    [king] petit roque
   *[queen] grand roque
} des { board-color } ({ $stays ->
    [king] le roi reste en { $king_to }, tour de { $rook_from } en { $rook_to }
    [rook] roi de { $king_from } en { $king_to }, la tour reste en { $rook_to }
    [both] le roi reste en { $king_to } et la tour en { $rook_to }
   *[none] roi de { $king_from } en { $king_to }, tour de { $rook_from } en { $rook_to }
})
board-words-check = Les { board-color } sont en échec.
board-words-checkmate = Les { board-color } sont mat.
board-words-stalemate = Les { board-color } n'ont aucun coup légal : pat.
board-words-to-move = Trait aux { board-color }.
