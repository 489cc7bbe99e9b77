# Las palabras del tablero en español: la descripción de la imagen y los nombres de
# sus casillas (lectores de pantalla, información emergente, programas que bloquean
# imágenes). Rey, caballo, alfil y peón son masculinos; dama y torre, femeninas.

board-color = { $color ->
    [white] Blancas
   *[black] Negras
}
board-role = { $role ->
    [pawn] peón
    [knight] caballo
    [bishop] alfil
    [rook] torre
    [queen] dama
   *[king] rey
}
board-piece = { board-role } { $role ->
    [queen] { $color ->
        [white] blanca
       *[black] negra
    }
    [rook] { $color ->
        [white] blanca
       *[black] negra
    }
   *[other] { $color ->
        [white] blanco
       *[black] negro
    }
}
board-square-piece = { $square }, { $piece }
board-square-empty = { $square }, vacía
board-picture = El tablero visto desde el lado de las { $color ->
    [white] blancas
   *[black] negras
}
board-piece-on = { board-role } { $square }
board-pieces = { board-color }: { $pieces }.

# El título sobre el tablero en un correo HTML (imagen o tabla).
board-heading = El tablero

## La posición en palabras (`Tablero en palabras`): las piezas de cada bando por tipo,
## una frase por bando, luego la última jugada, el jaque y a quién le toca; sin cuadrícula.

board-words-heading = La posición en palabras
# Las piezas de un bando en una frase que se entiende sola: "Blancas: rey e1, dama d1,
# torres a1 h1, …"; "(las tuyas)" ($yours) marca el bando del lector.
board-words-pieces = { board-color }{ $yours ->
    [yes] {" "}(las tuyas)
   *[no] {""}
}: { $kinds }.
# Un tipo de pieza y sus casillas, sin comas entre ellas: "torres a1 h1".
board-words-kind = { $role ->
    [pawn] { $count ->
        [one] peón
       *[other] peones
    }
    [knight] { $count ->
        [one] caballo
       *[other] caballos
    }
    [bishop] { $count ->
        [one] alfil
       *[other] alfiles
    }
    [rook] { $count ->
        [one] torre
       *[other] torres
    }
    [queen] { $count ->
        [one] dama
       *[other] damas
    }
   *[king] rey
} { $squares }
board-words-last-move = Última jugada: { $move }.
board-words-moved = { $role ->
    [queen] la
    [rook] la
   *[other] el
} { board-piece } de { $from } a { $to }
# After the move and a comma: "el peón blanco de e4 a d5, capturando el peón negro en d5".
board-words-taking = capturando { $role ->
    [queen] la
    [rook] la
   *[other] el
} { board-piece } en { $square }
board-words-taking-en-passant = capturando al paso el { board-piece } en { $square }
board-words-promoted = corona { $role ->
    [knight] caballo
    [bishop] alfil
    [rook] torre
   *[queen] dama
}
board-words-castled = las { $color ->
    [white] blancas
   *[black] negras
} enrocaron { $side ->
    [king] corto
   *[queen] largo
}: { $stays ->
    [king] el rey se queda en { $king_to }, torre de { $rook_from } a { $rook_to }
    [rook] rey de { $king_from } a { $king_to }, la torre se queda en { $rook_to }
    [both] el rey se queda en { $king_to } y la torre en { $rook_to }
   *[none] rey de { $king_from } a { $king_to }, torre de { $rook_from } a { $rook_to }
}
board-words-check = Las { $color ->
    [white] blancas
   *[black] negras
} están en jaque.
board-words-checkmate = Las { $color ->
    [white] blancas
   *[black] negras
} reciben jaque mate.
board-words-stalemate = Las { $color ->
    [white] blancas
   *[black] negras
} no tienen ninguna jugada legal: rey ahogado.
board-words-to-move = Juegan las { $color ->
    [white] blancas
   *[black] negras
}.
