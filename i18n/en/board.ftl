# The board's words in English: the picture's description and the labels of its
# squares (screen readers, tooltips, clients that block pictures).

board-color = { $color ->
    [white] White
   *[black] Black
}
board-role = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
# A piece in a square's label: "white knight".
board-piece = { $color ->
    [white] white
   *[black] black
} { board-role }
board-square-piece = { $square }, { $piece }
board-square-empty = { $square }, empty
board-picture = The board seen from { board-color }'s side
# A piece in the list of a side's pieces: "king g1".
board-piece-on = { board-role } { $square }
# One side's pieces after the picture's description: "White: king g1, queen d1."
board-pieces = { board-color }: { $pieces }.
