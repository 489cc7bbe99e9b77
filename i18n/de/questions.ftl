# Antworten auf Fragen zum Brett (`Feld d5`, `Figuren Springer`, `Reihe 5`, `Linie d`,
# `Züge Sf3`, `Geschlagen`): kurze Briefe ohne die Stellung, aus der Sicht des Lesers.
# Figuren kommen als Schlüssel ($color: white, black; $role: pawn, knight, bishop, rook,
# queen, king) und werden mit den Nachrichten aus board.ftl benannt (board-role,
# board-piece, board-color, board-piece-on); $whose ist `yours` (eigene Figur des
# Lesers) oder `theirs`.

question-list-separator = {", "}

question-topic = { $count ->
    [one] die Antwort auf deine Frage
   *[other] die Antworten auf deine { $count } Fragen
}

## Feld d5

question-square-empty = { $square } ist leer.
question-square-piece = Auf { $square } steht { $whose ->
    [yours] { $role ->
        [queen] deine
       *[other] dein
    } { board-role }
   *[theirs] { $role ->
        [queen] die
       *[other] der
    } { $color ->
        [white] weiße
       *[black] schwarze
    } { board-role }
}.
question-square-attackers = { $count ->
    [0] { $whose ->
        [yours] Keine deiner Figuren { $defend ->
            [yes] deckt { $square }.
           *[no] greift { $square } an.
        }
       *[theirs] Keine { $color ->
            [white] weiße
           *[black] schwarze
        } Figur { $defend ->
            [yes] deckt { $square }.
           *[no] greift { $square } an.
        }
    }
   *[other] { $whose ->
        [yours] Deine Figuren, die { $square } { $defend ->
            [yes] decken
           *[no] angreifen
        }: { $pieces }.
       *[theirs] { $color ->
            [white] Weiße
           *[black] Schwarze
        } Figuren, die { $square } { $defend ->
            [yes] decken
           *[no] angreifen
        }: { $pieces }.
    }
}

## Figuren Springer, Figuren weiß

question-roles = { $role ->
    [pawn] Bauern
    [knight] Springer
    [bishop] Läufer
    [rook] Türme
    [queen] Damen
   *[king] Könige
}
# „Weiße Springer (deine): b1, e5“.
question-pieces = { $count ->
    [one] { $role ->
        [queen] { $color ->
            [white] Weiße
           *[black] Schwarze
        } Dame{ $whose ->
            [yours] {" (deine)"}
           *[theirs] {""}
        }
       *[other] { $color ->
            [white] Weißer
           *[black] Schwarzer
        } { board-role }{ $whose ->
            [yours] {" (deiner)"}
           *[theirs] {""}
        }
    }
   *[other] { $color ->
        [white] Weiße
       *[black] Schwarze
    } { question-roles }{ $whose ->
        [yours] {" (deine)"}
       *[theirs] {""}
    }
}: { $squares }
question-pieces-none = { $whose ->
    [yours] Du hast keine { question-roles }.
   *[theirs] { board-color } hat keine { question-roles }.
}

## Reihe 5, Linie d

question-line-item = { $whose ->
    [yours] { $role ->
        [queen] deine
       *[other] dein
    } { board-role }
   *[theirs] { board-piece }
} { $square }
question-rank = { $count ->
    [0] Reihe { $name } ist leer.
   *[other] Reihe { $name }, von a bis h: { $pieces }.
}
question-file = { $count ->
    [0] Linie { $name } ist leer.
   *[other] Linie { $name }, von 1 bis 8: { $pieces }.
}

## Züge Sf3

question-moves = { $to_move ->
    [yes] { $whose ->
        [yours] { $role ->
            [queen] Deine
           *[other] Dein
        } { board-role } auf { $square }
       *[theirs] { $role ->
            [queen] Die
           *[other] Der
        } { $color ->
            [white] weiße
           *[black] schwarze
        } { board-role } auf { $square }
    } { $count ->
        [0] hat keinen legalen Zug.
       *[other] kann ziehen: { $moves }.
    }
   *[no] { $whose ->
        [yours] Wärst du am Zug, { $count ->
            [0] hätte
           *[other] könnte
        } { $role ->
            [queen] deine
           *[other] dein
        } { board-role } auf { $square }
       *[theirs] Wäre { board-color } am Zug, { $count ->
            [0] hätte
           *[other] könnte
        } { $role ->
            [queen] die
           *[other] der
        } { $color ->
            [white] weiße
           *[black] schwarze
        } { board-role } auf { $square }
    } { $count ->
        [0] keinen legalen Zug.
       *[other] ziehen: { $moves }.
    }
}
question-move-item = { $castles ->
    [king] kurze Rochade
    [queen] lange Rochade
   *[none] { $to }{ $takes ->
        [pawn] {" (schlägt einen Bauern)"}
        [knight] {" (schlägt einen Springer)"}
        [bishop] {" (schlägt einen Läufer)"}
        [rook] {" (schlägt einen Turm)"}
        [queen] {" (schlägt die Dame)"}
       *[none] {""}
    }{ $promotes ->
        [knight] {" (wird Springer)"}
        [bishop] {" (wird Läufer)"}
        [rook] {" (wird Turm)"}
        [queen] {" (wird Dame)"}
       *[none] {""}
    }
}
question-moves-not-now = { $whose ->
    [yours] { $role ->
        [queen] Deine
       *[other] Dein
    } { board-role } auf { $square }
   *[theirs] { board-piece } auf { $square }
}: die Züge lassen sich erst sagen, wenn die Seite im Schach gezogen hat.
question-no-piece = Auf { $square } steht keine Figur. Schicke Züge mit dem Feld einer Figur, z. B. Züge Sf3 oder Züge f3; Figuren sagt dir, wo sie stehen.
question-not-that-piece = Auf { $square } steht { $whose ->
    [yours] { $role ->
        [queen] deine
       *[other] dein
    } { board-role }
   *[theirs] { $role ->
        [queen] die
       *[other] der
    } { $color ->
        [white] weiße
       *[black] schwarze
    } { board-role }
}, { $said ->
    [pawn] kein Bauer
    [knight] kein Springer
    [bishop] kein Läufer
    [rook] kein Turm
    [queen] keine Dame
   *[king] kein König
}. Schicke Züge { $square }.

## Geschlagen

question-lost-item = { $count ->
    [one] { $role ->
        [queen] eine
       *[other] ein
    } { board-role }
   *[other] { $count } { question-roles }
}
question-lost = { $count ->
    [0] { $whose ->
        [yours] Du hast keine Figur verloren.
       *[theirs] { board-color } hat keine Figur verloren.
    }
   *[other] { $whose ->
        [yours] Deine verlorenen Figuren: { $pieces }.
       *[theirs] Verlorene Figuren von { board-color }: { $pieces }.
    }
}

## Die Fragen, wie man sie schreibt, und was an einer falsch ist.

question-command-square = Feld { $square }
question-command-pieces = Figuren{ $color ->
    [white] {" weiß"}
    [black] {" schwarz"}
   *[any] {""}
}{ $role ->
    [pawn] {" Bauern"}
    [knight] {" Springer"}
    [bishop] {" Läufer"}
    [rook] {" Türme"}
    [queen] {" Damen"}
    [king] {" Könige"}
   *[any] {""}
}
question-command-rank = Reihe { $name }
question-command-file = Linie { $name }
question-command-moves = Züge { $piece }
question-command-captured = Geschlagen
question-problem-square = Feld braucht ein Feld von a1 bis h8, z. B. Feld d5
question-problem-rank = Reihe braucht eine Zahl von 1 bis 8, z. B. Reihe 5
question-problem-file = Linie braucht einen Buchstaben von a bis h, z. B. Linie d
question-problem-moves = Züge braucht das Feld einer Figur, z. B. Züge Sf3, Züge Springer f3 oder Züge f3
question-problem-pieces = Figuren nimmt eine Farbe oder eine Figurenart, z. B. Figuren weiß oder Figuren Springer, oder nichts für alle
