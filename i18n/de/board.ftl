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
