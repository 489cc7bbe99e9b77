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

# The heading over the board in an HTML letter (a picture or a table).
board-heading = The board

## The position in words, for readers who chose `Board words` (screen readers, braille
## displays): each side's pieces by kind, one side a sentence, then the last move, check
## and the side to move; no grid.

board-words-heading = The position in words
# One side's pieces, one sentence that stands alone: "White: king e1, queen d1, rooks
# a1 h1, …"; "(yours)" ($yours) marks the reader's side; $kinds: board-words-kind's,
# joined by commas.
board-words-pieces = { board-color }{ $yours ->
    [yes] {" "}(yours)
   *[no] {""}
}: { $kinds }.
# One kind of piece and its squares, without commas between them: "rooks a1 h1";
# $count chooses the plural.
board-words-kind = { $role ->
    [pawn] { $count ->
        [one] pawn
       *[other] pawns
    }
    [knight] { $count ->
        [one] knight
       *[other] knights
    }
    [bishop] { $count ->
        [one] bishop
       *[other] bishops
    }
    [rook] { $count ->
        [one] rook
       *[other] rooks
    }
    [queen] { $count ->
        [one] queen
       *[other] queens
    }
   *[king] king
} { $squares }
# The last move, its parts joined by commas: "Last move: white pawn from e4 to d5,
# taking the black pawn on d5."
board-words-last-move = Last move: { $move }.
# The piece that moved: "white knight from b1 to c3".
board-words-moved = { board-piece } from { $from } to { $to }
# The piece taken ($color and $role are the taken piece's): "taking the black pawn on d5".
board-words-taking = taking the { board-piece } on { $square }
board-words-taking-en-passant = taking the { board-piece } on { $square } en passant
board-words-promoted = promoted to { $role ->
    [knight] a knight
    [bishop] a bishop
    [rook] a rook
   *[queen] a queen
}
# $stays (Chess960): `king`, `rook` or `both` when a piece already stood where castling puts it.
board-words-castled = { board-color } castled { $side ->
    [king] king-side
   *[queen] queen-side
}: { $stays ->
    [king] the king stays on { $king_to }, rook from { $rook_from } to { $rook_to }
    [rook] king from { $king_from } to { $king_to }, the rook stays on { $rook_to }
    [both] the king stays on { $king_to } and the rook on { $rook_to }
   *[none] king from { $king_from } to { $king_to }, rook from { $rook_from } to { $rook_to }
}
# The side to move ($color) is in check, mated, stalemated, to move.
board-words-check = { board-color } is in check.
board-words-checkmate = { board-color } is checkmated.
board-words-stalemate = { board-color } has no legal move: stalemate.
board-words-to-move = { board-color } to move.
