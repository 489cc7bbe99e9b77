### Conditional moves: the help's line, what the letters say of a player's tree (to
### that player only), why a tree is refused, the conditions commands as players write
### them, and what is wrong with an If line.
###
### $count: how many lines a tree holds (or moves were left out). $lines: the tree's
### lines, numbered, each on a row of its own (the text starts with a line break).
### $move, $moves, $opponent, $first, $second: moves already written in this
### language's piece letters. $side: `white` or `black`.

## Lines of a letter

conditions-help = Conditional moves, hidden from your opponent, e.g. If e5 Nf3 Nc6 Bb5 (their move, your answer, their next move, your answer…; one line each, sent with your move or after it); Conditions from PGN (with the PGN attached); Conditions; Clear Conditions
# $replaced: `true` when a tree before this one is gone.
conditions-set = { $replaced ->
        [true] Your conditional moves are set and replace the ones before
       *[false] Your conditional moves are set
    }; your opponent does not see them. { $count ->
        [one] { $count } line
       *[other] { $count } lines
    }, as pawnpost read them:{ $lines }
# English words this the same way for one move or many.
conditions-left-out = { $count ->
       *[other] Left out
    }, for want of an answer of yours: { $moves }.
conditions-listing = Your conditional moves ({ $count ->
        [one] { $count } line
       *[other] { $count } lines
    }), hidden from your opponent:{ $lines }
conditions-held = Your conditional moves ({ $count ->
        [one] { $count } line
       *[other] { $count } lines
    }) are waiting for your opponent's move; send Conditions to see them.
conditions-none = You have no conditional moves in this game.
conditions-cleared = Your conditional moves are cleared.
conditions-nothing-to-clear = You had no conditional moves to clear.
# $lines_left: the lines of the tree that remain.
conditions-played-for-you = { $move } was played for you from your conditional moves; { $lines_left ->
        [0] they are used up now
        [one] { $lines_left } line of them remains
       *[other] { $lines_left } lines of them remain
    }.
conditions-dropped = Your conditional moves did not foresee { $move }, so they were dropped.

## Why a tree is refused

conditions-refusal-not-in-this-event = This game's event allows no conditional moves: send each move when it is your turn.
conditions-refusal-not-waiting = Conditional moves answer your opponent's next move, so send them with your move or after it, while your opponent is to move.
# $text: what the player wrote; $problem: why it is no move.
conditions-refusal-unreadable = `{ $text }` is not a move: { $problem }.
# $line: the number of the If line.
conditions-refusal-unreadable-in-line = In line { $line }, `{ $text }` is not a move: { $problem }.
# $number: the move's number; $error: why the move is illegal.
conditions-refusal-illegal = At move { $number } ({ $side ->
        [white] White
       *[black] Black
    }): { $error }
conditions-refusal-illegal-in-line = In line { $line }, at move { $number } ({ $side ->
        [white] White
       *[black] Black
    }): { $error }
conditions-refusal-two-answers = Two lines answer { $opponent } differently, with { $first } and with { $second }; give one answer to each move of your opponent.
conditions-refusal-no-answer = Every line ends with your opponent's move, so there is no answer of yours to keep.
conditions-refusal-too-large = Conditional moves may hold at most { $max } moves.
conditions-refusal-no-pgn = Your mail has no PGN attached (a file ending in .pgn).
conditions-refusal-pgn-unusable = The attached PGN is too large or not text; a PGN of conditional moves is a few lines of text.
# $error: what is wrong with the PGN (a conditions-pgn- message).
conditions-refusal-pgn = The attached PGN cannot be read: { $error }.

## What is wrong with an attached PGN (after "cannot be read: ")

conditions-pgn-no-moves = the PGN holds no moves
conditions-pgn-unclosed-variation = a variation opened with `(` is never closed
conditions-pgn-stray-parenthesis = the `)` on line { $line } closes no variation
conditions-pgn-variation-first = the variation on line { $line } comes before any move it could replace
conditions-pgn-unclosed-comment = a comment opened with `{"{"}` on line { $line } is never closed
conditions-pgn-unclosed-tag = the tag on line { $line } is not closed with `]`
conditions-pgn-too-deep = variations are nested deeper than { $max }
conditions-pgn-too-many-moves = the PGN holds more than { $max } moves

## Conditions commands as players write them (keep them in step with the command phrases)

conditions-command-if = If { $moves }
conditions-command-from-pgn = Conditions from PGN
conditions-command-list = Conditions
conditions-command-clear = Clear Conditions

## What is wrong with an If line (after "I did not understand `…`: ")

# $word: what the player wrote in the place of a move.
conditions-problem-not-a-move = `{ $word }` is no move; an If line holds only moves: your opponent's, then your answer, and so on, e.g. If e5 Nf3 Nc6 Bb5
conditions-problem-bad-move = `{ $text }` is not a move: { $problem }
conditions-problem-too-long = an If line may hold at most { $max } moves
