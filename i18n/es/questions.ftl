# Respuestas a preguntas sobre el tablero (`Casilla d5`, `Piezas caballos`, `Fila 5`,
# `Columna d`, `Jugadas Cf3`, `Capturadas`): cartas cortas sin la posición, desde el lado
# del lector. Las piezas llegan como claves ($color: white, black; $role: pawn, knight,
# bishop, rook, queen, king) y se nombran con los mensajes de board.ftl (board-role,
# board-piece, board-color, board-piece-on); $whose es `yours` (pieza del lector) o
# `theirs`.

question-list-separator = {", "}

question-topic = { $count ->
    [one] la respuesta a tu pregunta
   *[other] las respuestas a tus { $count } preguntas
}

## Casilla d5

question-square-empty = { $square } está vacía.
question-square-piece = En { $square }: { $whose ->
    [yours] tu { board-role }
   *[theirs] { $role ->
        [queen] la
        [rook] la
       *[other] el
    } { board-piece }
}.
question-square-attackers = { $count ->
    [0] { $whose ->
        [yours] Ninguna de tus piezas { $defend ->
            [yes] defiende
           *[no] ataca
        } { $square }.
       *[theirs] Ninguna pieza { $color ->
            [white] blanca
           *[black] negra
        } { $defend ->
            [yes] defiende
           *[no] ataca
        } { $square }.
    }
   *[other] { $whose ->
        [yours] Tus piezas que { $defend ->
            [yes] defienden
           *[no] atacan
        } { $square }: { $pieces }.
       *[theirs] Piezas { $color ->
            [white] blancas
           *[black] negras
        } que { $defend ->
            [yes] defienden
           *[no] atacan
        } { $square }: { $pieces }.
    }
}

## Piezas caballos, Piezas blancas

question-roles = { $role ->
    [pawn] peones
    [knight] caballos
    [bishop] alfiles
    [rook] torres
    [queen] damas
   *[king] reyes
}
# «Caballos blancos (tuyos): b1, e5».
question-pieces = { $count ->
    [one] { $role ->
        [pawn] Peón
        [knight] Caballo
        [bishop] Alfil
        [rook] Torre
        [queen] Dama
       *[king] Rey
    } { $role ->
        [queen] { $color ->
            [white] blanca
           *[black] negra
        }{ $whose ->
            [yours] {" (tuya)"}
           *[theirs] {""}
        }
        [rook] { $color ->
            [white] blanca
           *[black] negra
        }{ $whose ->
            [yours] {" (tuya)"}
           *[theirs] {""}
        }
       *[other] { $color ->
            [white] blanco
           *[black] negro
        }{ $whose ->
            [yours] {" (tuyo)"}
           *[theirs] {""}
        }
    }
   *[other] { $role ->
        [pawn] Peones
        [knight] Caballos
        [bishop] Alfiles
        [rook] Torres
        [queen] Damas
       *[king] Reyes
    } { $role ->
        [queen] { $color ->
            [white] blancas
           *[black] negras
        }{ $whose ->
            [yours] {" (tuyas)"}
           *[theirs] {""}
        }
        [rook] { $color ->
            [white] blancas
           *[black] negras
        }{ $whose ->
            [yours] {" (tuyas)"}
           *[theirs] {""}
        }
       *[other] { $color ->
            [white] blancos
           *[black] negros
        }{ $whose ->
            [yours] {" (tuyos)"}
           *[theirs] {""}
        }
    }
}: { $squares }
question-pieces-none = { $whose ->
    [yours] No tienes { question-roles }.
   *[theirs] Las { $color ->
        [white] blancas
       *[black] negras
    } no tienen { question-roles }.
}

## Fila 5, Columna d

question-line-item = { $whose ->
    [yours] tu { board-role }
   *[theirs] { board-piece }
} { $square }
question-rank = { $count ->
    [0] La fila { $name } está vacía.
   *[other] Fila { $name }, de la a a la h: { $pieces }.
}
question-file = { $count ->
    [0] La columna { $name } está vacía.
   *[other] Columna { $name }, del 1 al 8: { $pieces }.
}

## Jugadas Cf3

question-moves = { $to_move ->
    [yes] { $whose ->
        [yours] Tu { board-role } en { $square }
       *[theirs] { $role ->
            [queen] La
            [rook] La
           *[other] El
        } { board-piece } en { $square }
    } { $count ->
        [0] no tiene ninguna jugada legal.
       *[other] puede ir a { $moves }.
    }
   *[no] { $whose ->
        [yours] Si te tocara mover, tu { board-role } en { $square }
       *[theirs] Si les tocara mover a las { $color ->
            [white] blancas
           *[black] negras
        }, { $role ->
            [queen] la
            [rook] la
           *[other] el
        } { board-piece } en { $square }
    } { $count ->
        [0] no tendría ninguna jugada legal.
       *[other] podría ir a { $moves }.
    }
}
question-move-item = { $castles ->
    [king] enroque corto
    [queen] enroque largo
   *[none] { $to }{ $takes ->
        [pawn] {" (captura un peón)"}
        [knight] {" (captura un caballo)"}
        [bishop] {" (captura un alfil)"}
        [rook] {" (captura una torre)"}
        [queen] {" (captura la dama)"}
       *[none] {""}
    }{ $promotes ->
        [knight] {" (corona caballo)"}
        [bishop] {" (corona alfil)"}
        [rook] {" (corona torre)"}
        [queen] {" (corona dama)"}
       *[none] {""}
    }
}
question-moves-not-now = { $whose ->
    [yours] Tu { board-role } en { $square }
   *[theirs] { $role ->
        [queen] La
        [rook] La
       *[other] El
    } { board-piece } en { $square }
}: sus jugadas se podrán decir cuando el bando en jaque haya movido.
question-no-piece = No hay ninguna pieza en { $square }. Envía Jugadas con la casilla de una pieza, por ejemplo Jugadas Cf3 o Jugadas f3; Piezas te dice dónde están.
question-not-that-piece = En { $square } está { $whose ->
    [yours] tu { board-role }
   *[theirs] { $role ->
        [queen] la
        [rook] la
       *[other] el
    } { board-piece }
}, no { $said ->
    [pawn] un peón
    [knight] un caballo
    [bishop] un alfil
    [rook] una torre
    [queen] una dama
   *[king] un rey
}. Envía Jugadas { $square }.

## Capturadas

question-lost-item = { $count ->
    [one] { $role ->
        [queen] una
        [rook] una
       *[other] un
    } { board-role }
   *[other] { $count } { question-roles }
}
question-lost = { $count ->
    [0] { $whose ->
        [yours] No has perdido ninguna pieza.
       *[theirs] Las { $color ->
            [white] blancas
           *[black] negras
        } no han perdido ninguna pieza.
    }
   *[other] { $whose ->
        [yours] Has perdido: { $pieces }.
       *[theirs] Las { $color ->
            [white] blancas
           *[black] negras
        } han perdido: { $pieces }.
    }
}

## Las preguntas como se escriben, y qué falla en una.

question-command-square = Casilla { $square }
question-command-pieces = Piezas{ $color ->
    [white] {" blancas"}
    [black] {" negras"}
   *[any] {""}
}{ $role ->
    [pawn] {" peones"}
    [knight] {" caballos"}
    [bishop] {" alfiles"}
    [rook] {" torres"}
    [queen] {" damas"}
    [king] {" reyes"}
   *[any] {""}
}
question-command-rank = Fila { $name }
question-command-file = Columna { $name }
question-command-moves = Jugadas { $piece }
question-command-captured = Capturadas
question-problem-square = Casilla necesita una casilla de a1 a h8, por ejemplo Casilla d5
question-problem-rank = Fila necesita un número del 1 al 8, por ejemplo Fila 5
question-problem-file = Columna necesita una letra de la a a la h, por ejemplo Columna d
question-problem-moves = Jugadas necesita la casilla de una pieza, por ejemplo Jugadas Cf3, Jugadas caballo f3 o Jugadas f3
question-problem-pieces = Piezas lleva un color o una clase de pieza, por ejemplo Piezas blancas o Piezas caballos, o nada para todas
