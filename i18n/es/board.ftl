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
