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
