# Réponses aux questions sur l'échiquier (`Case d5`, `Pièces cavaliers`, `Rangée 5`,
# `Colonne d`, `Coups Cf3`, `Prises`) : courtes lettres sans la position, du point de vue
# du lecteur. Les pièces arrivent comme clés ($color : white, black ; $role : pawn, knight,
# bishop, rook, queen, king), nommées par les messages de board.ftl (board-role,
# board-piece, board-color, board-piece-on) ; $whose vaut `yours` (pièce du lecteur) ou
# `theirs`.

question-list-separator = {", "}

question-topic = { $count ->
    [one] la réponse à votre question
   *[other] les réponses à vos { $count } questions
}

## Case d5

question-square-empty = { $square } est vide.
question-square-piece = En { $square } : { $whose ->
    [yours] votre { board-role }
   *[theirs] { $role ->
        [queen] la
        [rook] la
       *[other] le
    } { board-piece }
}.
question-square-attackers = { $count ->
    [0] { $whose ->
        [yours] Aucune de vos pièces { $defend ->
            [yes] ne défend
           *[no] n'attaque
        } { $square }.
       *[theirs] Aucune pièce { $color ->
            [white] blanche
           *[black] noire
        } { $defend ->
            [yes] ne défend
           *[no] n'attaque
        } { $square }.
    }
   *[other] { $whose ->
        [yours] Vos pièces qui { $defend ->
            [yes] défendent
           *[no] attaquent
        } { $square } : { $pieces }.
       *[theirs] Pièces { $color ->
            [white] blanches
           *[black] noires
        } qui { $defend ->
            [yes] défendent
           *[no] attaquent
        } { $square } : { $pieces }.
    }
}

## Pièces cavaliers, Pièces blancs

question-roles = { $role ->
    [pawn] pions
    [knight] cavaliers
    [bishop] fous
    [rook] tours
    [queen] dames
   *[king] rois
}
# « Cavaliers blancs (les vôtres) : b1, e5 ».
question-pieces = { $count ->
    [one] { $role ->
        [pawn] Pion
        [knight] Cavalier
        [bishop] Fou
        [rook] Tour
        [queen] Dame
       *[king] Roi
    } { $role ->
        [queen] { $color ->
            [white] blanche
           *[black] noire
        }{ $whose ->
            [yours] {" (la vôtre)"}
           *[theirs] {""}
        }
        [rook] { $color ->
            [white] blanche
           *[black] noire
        }{ $whose ->
            [yours] {" (la vôtre)"}
           *[theirs] {""}
        }
       *[other] { $color ->
            [white] blanc
           *[black] noir
        }{ $whose ->
            [yours] {" (le vôtre)"}
           *[theirs] {""}
        }
    }
   *[other] { $role ->
        [pawn] Pions
        [knight] Cavaliers
        [bishop] Fous
        [rook] Tours
        [queen] Dames
       *[king] Rois
    } { $role ->
        [queen] { $color ->
            [white] blanches
           *[black] noires
        }
        [rook] { $color ->
            [white] blanches
           *[black] noires
        }
       *[other] { $color ->
            [white] blancs
           *[black] noirs
        }
    }{ $whose ->
        [yours] {" (les vôtres)"}
       *[theirs] {""}
    }
} : { $squares }
question-pieces-none = { $whose ->
    [yours] Vous n'avez pas de { question-roles }.
   *[theirs] Les { board-color } n'ont pas de { question-roles }.
}

## Rangée 5, Colonne d

question-line-item = { $whose ->
    [yours] votre { board-role }
   *[theirs] { board-piece }
} { $square }
question-rank = { $count ->
    [0] La rangée { $name } est vide.
   *[other] Rangée { $name }, de a à h : { $pieces }.
}
question-file = { $count ->
    [0] La colonne { $name } est vide.
   *[other] Colonne { $name }, de 1 à 8 : { $pieces }.
}

## Coups Cf3

question-moves = { $to_move ->
    [yes] { $whose ->
        [yours] Votre { board-role } en { $square }
       *[theirs] { $role ->
            [queen] La
            [rook] La
           *[other] Le
        } { board-piece } en { $square }
    } { $count ->
        [0] n'a aucun coup légal.
       *[other] peut aller en { $moves }.
    }
   *[no] { $whose ->
        [yours] Si vous aviez le trait, votre { board-role } en { $square }
       *[theirs] Si les { board-color } avaient le trait, { $role ->
            [queen] la
            [rook] la
           *[other] le
        } { board-piece } en { $square }
    } { $count ->
        [0] n'aurait aucun coup légal.
       *[other] pourrait aller en { $moves }.
    }
}
question-move-item = { $castles ->
    [king] petit roque
    [queen] grand roque
   *[none] { $to }{ $takes ->
        [pawn] {" (prend un pion)"}
        [knight] {" (prend un cavalier)"}
        [bishop] {" (prend un fou)"}
        [rook] {" (prend une tour)"}
        [queen] {" (prend la dame)"}
       *[none] {""}
    }{ $promotes ->
        [knight] {" (promu en cavalier)"}
        [bishop] {" (promu en fou)"}
        [rook] {" (promu en tour)"}
        [queen] {" (promu en dame)"}
       *[none] {""}
    }
}
question-moves-not-now = { $whose ->
    [yours] Votre { board-role } en { $square }
   *[theirs] { $role ->
        [queen] La
        [rook] La
       *[other] Le
    } { board-piece } en { $square }
} : ses coups pourront être donnés quand le camp en échec aura joué.
question-no-piece = Il n'y a aucune pièce en { $square }. Envoyez Coups avec la case d'une pièce, par exemple Coups Cf3 ou Coups f3 ; Pièces vous dit où elles sont.
question-not-that-piece = En { $square } se trouve { $whose ->
    [yours] votre { board-role }
   *[theirs] { $role ->
        [queen] la
        [rook] la
       *[other] le
    } { board-piece }
}, pas { $said ->
    [pawn] un pion
    [knight] un cavalier
    [bishop] un fou
    [rook] une tour
    [queen] une dame
   *[king] un roi
}. Envoyez Coups { $square }.

## Prises

question-lost-item = { $count ->
    [one] { $role ->
        [queen] une
        [rook] une
       *[other] un
    } { board-role }
   *[other] { $count } { question-roles }
}
question-lost = { $count ->
    [0] { $whose ->
        [yours] Vous n'avez perdu aucune pièce.
       *[theirs] Les { board-color } n'ont perdu aucune pièce.
    }
   *[other] { $whose ->
        [yours] Vous avez perdu : { $pieces }.
       *[theirs] Les { board-color } ont perdu : { $pieces }.
    }
}

## Les questions telles qu'on les écrit, et ce qui ne va pas dans l'une d'elles.

question-command-square = Case { $square }
question-command-pieces = Pièces{ $color ->
    [white] {" blancs"}
    [black] {" noirs"}
   *[any] {""}
}{ $role ->
    [pawn] {" pions"}
    [knight] {" cavaliers"}
    [bishop] {" fous"}
    [rook] {" tours"}
    [queen] {" dames"}
    [king] {" rois"}
   *[any] {""}
}
question-command-rank = Rangée { $name }
question-command-file = Colonne { $name }
question-command-moves = Coups { $piece }
question-command-captured = Prises
question-problem-square = Case demande une case de a1 à h8, par exemple Case d5
question-problem-rank = Rangée demande un nombre de 1 à 8, par exemple Rangée 5
question-problem-file = Colonne demande une lettre de a à h, par exemple Colonne d
question-problem-moves = Coups demande la case d'une pièce, par exemple Coups Cf3, Coups cavalier f3 ou Coups f3
question-problem-pieces = Pièces prend une couleur ou une sorte de pièce, par exemple Pièces blancs ou Pièces cavaliers, ou rien pour toutes
