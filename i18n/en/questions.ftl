# Answers to questions about the board (`Square d5`, `Pieces knights`, `Rank 5`,
# `File d`, `Moves Nf3`, `Captured`): short letters without the position, said from the
# reader's side. Pieces come as keys ($color: white, black; $role: pawn, knight,
# bishop, rook, queen, king) and are worded by board.ftl's messages (board-role,
# board-piece, board-color, board-piece-on); $whose is `yours` for the reader's own
# pieces, `theirs` for the opponent's.

# Between the items of a list: "knight f4, rook d1".
question-list-separator = {", "}

# The news of the subject: "[pawnpost #3] ann vs bob: the answer to your question".
question-topic = { $count ->
    [one] the answer to your question
   *[other] the answers to your { $count } questions
}

## Square d5: what stands there, then which pieces of each side attack it.

question-square-empty = { $square } is empty.
question-square-piece = On { $square }: { $whose ->
    [yours] your { board-role }
   *[theirs] the { board-piece }
}.
# The pieces of one side ($color, $whose) that attack the square; $defend is `yes`
# when they are the occupant's own, so they defend it. $pieces: "knight f4, rook d1".
question-square-attackers = { $count ->
    [0] { $whose ->
        [yours] None of your pieces { $defend ->
            [yes] defends
           *[no] attacks
        } { $square }.
       *[theirs] No { $color ->
            [white] white
           *[black] black
        } piece { $defend ->
            [yes] defends
           *[no] attacks
        } { $square }.
    }
   *[other] { $whose ->
        [yours] Your pieces { $defend ->
            [yes] defending
           *[no] attacking
        } { $square }: { $pieces }.
       *[theirs] { board-color } pieces { $defend ->
            [yes] defending
           *[no] attacking
        } { $square }: { $pieces }.
    }
}

## Pieces knights, Pieces white: a line per side and kind, each standing alone.

# The kinds in the plural.
question-roles = { $role ->
    [pawn] pawns
    [knight] knights
    [bishop] bishops
    [rook] rooks
    [queen] queens
   *[king] kings
}
# "White knights (yours): b1, e5".
question-pieces = { board-color } { $count ->
    [one] { board-role }
   *[other] { question-roles }
}{ $whose ->
    [yours] {" (yours)"}
   *[theirs] {""}
}: { $squares }
question-pieces-none = { $whose ->
    [yours] You have no { question-roles }.
   *[theirs] { board-color } has no { question-roles }.
}

## Rank 5, File d: the pieces on the line, in order.

# One piece of the line: "your knight e5", "black pawn d5".
question-line-item = { $whose ->
    [yours] your { board-role }
   *[theirs] { board-piece }
} { $square }
question-rank = { $count ->
    [0] Rank { $name } is empty.
   *[other] Rank { $name }, from a to h: { $pieces }.
}
question-file = { $count ->
    [0] File { $name } is empty.
   *[other] File { $name }, from 1 to 8: { $pieces }.
}

## Moves Nf3: the legal moves of one piece. $to_move is `no` when the piece's side is
## not to move: the moves it would have if it were.

question-moves = { $to_move ->
    [yes] { $whose ->
        [yours] Your { board-role } on { $square }
       *[theirs] The { board-piece } on { $square }
    } { $count ->
        [0] has no legal move.
       *[other] can go to { $moves }.
    }
   *[no] If it were { $whose ->
        [yours] your move, your { board-role } on { $square }
       *[theirs] { board-color }'s move, the { board-piece } on { $square }
    } { $count ->
        [0] would have no legal move.
       *[other] could go to { $moves }.
    }
}
# One move: "d4", "e5 taking a pawn", "e8 becoming a queen", "castling king-side".
question-move-item = { $castles ->
    [king] castling king-side
    [queen] castling queen-side
   *[none] { $to }{ $takes ->
        [pawn] {" taking a pawn"}
        [knight] {" taking a knight"}
        [bishop] {" taking a bishop"}
        [rook] {" taking a rook"}
        [queen] {" taking the queen"}
       *[none] {""}
    }{ $promotes ->
        [knight] {" becoming a knight"}
        [bishop] {" becoming a bishop"}
        [rook] {" becoming a rook"}
        [queen] {" becoming a queen"}
       *[none] {""}
    }
}
question-moves-not-now = { $whose ->
    [yours] Your { board-role } on { $square }
   *[theirs] The { board-piece } on { $square }
}: its moves can be told once the side in check has moved.
question-no-piece = There is no piece on { $square }. Send Moves with the square of a piece, e.g. Moves Nf3 or Moves f3; Pieces tells where they stand.
# $said is the kind the player named.
question-not-that-piece = On { $square } stands { $whose ->
    [yours] your { board-role }
   *[theirs] the { board-piece }
}, not a { $said ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}. Send Moves { $square } for its moves.

## Captured: what each side lost.

# One kind lost: "a knight", "3 pawns".
question-lost-item = { $count ->
    [one] a { board-role }
   *[other] { $count } { question-roles }
}
question-lost = { $count ->
    [0] { $whose ->
        [yours] You have lost no piece.
       *[theirs] { board-color } has lost no piece.
    }
   *[other] { $whose ->
        [yours] You have lost { $pieces }.
       *[theirs] { board-color } has lost { $pieces }.
    }
}

## The questions as a player writes them, and what is wrong with one.

question-command-square = Square { $square }
question-command-pieces = Pieces{ $color ->
    [white] {" white"}
    [black] {" black"}
   *[any] {""}
}{ $role ->
    [pawn] {" pawns"}
    [knight] {" knights"}
    [bishop] {" bishops"}
    [rook] {" rooks"}
    [queen] {" queens"}
    [king] {" kings"}
   *[any] {""}
}
question-command-rank = Rank { $name }
question-command-file = File { $name }
question-command-moves = Moves { $piece }
question-command-captured = Captured
question-problem-square = Square needs a square from a1 to h8, e.g. Square d5
question-problem-rank = Rank needs a number from 1 to 8, e.g. Rank 5
question-problem-file = File needs a letter from a to h, e.g. File d
question-problem-moves = Moves needs the square of a piece, e.g. Moves Nf3, Moves knight f3 or Moves f3
question-problem-pieces = Pieces takes a colour or a kind of piece, e.g. Pieces white or Pieces knights, or nothing for all of them
