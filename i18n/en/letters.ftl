# pawnpost's letters in English: subjects, news, states, refusals, footers, help.
# Players are addressed as "you"; pawnpost speaks of itself in the first person or by
# its name. See i18n/README.md for the conventions.

## Shared pieces

# A number of days; $days is in the scope of the message that references it.
days-left = { $days ->
    [one] { $days } day
   *[other] { $days } days
}

# The time left until a deadline, never rounded up: $left_unit is `days`, `hours` or
# `under-an-hour`; $left the number of whole days or hours.
time-left = { $left_unit ->
    [days] { $left ->
        [one] { $left } day
       *[other] { $left } days
    }
    [hours] { $left ->
        [one] { $left } hour
       *[other] { $left } hours
    }
   *[under-an-hour] less than an hour
}

color = { $color ->
    [white] White
   *[black] Black
}

# A moment, to the minute, in UTC. $year $month $day $hour $minute are zero-padded
# texts; $year_number $month_number $day_number $hour_number are numbers.
date = { $year }-{ $month }-{ $day } { $hour }:{ $minute } UTC

# A moment as a listener hears it best (`Board words`): the day and month in words, no
# year (the time left beside it says how far), the time in UTC: "18 December, 17:06 UTC".
date-spoken = { $day_number } { $month_number ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
}, { $hour }:{ $minute } UTC

# The kind of a request, as a noun before "request"; $kind is `draw` or `cancel`.
offer-kind = { $kind ->
    [draw] draw
   *[cancel] cancel
}

# Lists, joined two items at a time.
list-or = { $first } or { $second }
list-semicolon = { $first }; { $second }

# A colon after a word, as in "Moves:".
colon = :

## Subjects

subject-game = [pawnpost #{ $game }] { CAPITALIZE($topic) } — { $white } vs { $black }
subject-lobby = [pawnpost] { $topic }
subject-folded = { $more ->
    [one] {" "}(and { $more } more answer)
   *[other] {" "}(and { $more } more answers)
}

topic-your-move = your move: { $move }, { $said }
topic-waiting = sent: { $move }, { $said } — waiting for { $to_act ->
    [white] White
   *[black] Black
}
# The sender's request sent alone, which the opponent ($to_act) must answer.
topic-request-sent = you requested { $kind ->
    [draw] a draw
   *[cancel] to cancel the game
} — waiting for { $to_act ->
    [white] White
   *[black] Black
}
topic-not-done = not done — see why
topic-your-mail = your mail
topic-game-over = game over — { $outcome }
topic-request-to-answer = { $by ->
    [white] White
   *[black] Black
} requests { $kind ->
    [draw] a draw
   *[cancel] to cancel the game
} — your answer, please
topic-your-answer = your answer, please
topic-news-from = news from { $by ->
    [white] White
   *[black] Black
}
topic-reminder = reminder — your move before { $deadline }
topic-begins = { $you_move ->
    [yes] the game begins — your move
   *[no] the game begins — White moves first
}
topic-handed-over = { $you_move ->
    [yes] the game changes hands — your move
   *[no] the game changes hands — your opponent moves
}

topic-challenge-sent = challenge sent to { $to }
topic-invitation = { $from } challenges you to a game of chess
topic-challenge-declined = { $by } declined your challenge
topic-you-declined = challenge declined
topic-challenge-expired = your challenge to { $to } expired
topic-invitation-expired = a challenge expired
topic-lobby-not-done = not done — see why
topic-your-games = your games
topic-help = help
topic-language = language
topic-board-style = how your letters show the board
topic-too-many-mails = too many mails
topic-no-open-challenge = no open challenge
topic-which-game = which game?
topic-nothing-done = nothing done
topic-confirm = please confirm your mail
topic-blocked = no more invitations
topic-unblocked = invitations welcome again
topic-which-challenge = which challenge?
topic-no-authority = #{ $game }: not done — reply to the game's latest mail
topic-several-games = { $count ->
    [one] one game
   *[other] { $count } games
}: what was done
topic-digest = your digest: { $count ->
    [one] one game waits
   *[other] { $count } games wait
} for your move
topic-stale = #{ $game }: not done — the game has moved on

## What happened in a game

line-you-played = You played { $move }.
line-you-played-read = You played { $move } (`{ $typed }` read as { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
} { $from }–{ $to }).
line-played = { $by ->
    [white] White
   *[black] Black
} played { $move }.
line-you-requested = You requested { $kind ->
    [draw] a draw
   *[cancel] to cancel the game
}.
line-requests = { $by ->
    [white] White
   *[black] Black
} requests { $kind ->
    [draw] a draw
   *[cancel] to cancel the game
}.
line-you-accepted = You accepted the { offer-kind } request.
line-your-request-accepted = Your { offer-kind } request was accepted.
line-you-denied = You denied the { offer-kind } request.
line-your-request-denied = Your { offer-kind } request was denied (denials so far: { $denials }). It is your move.
line-you-declined-by-moving = By moving you declined the { offer-kind } request.
line-your-request-declined-by-move = Your { offer-kind } request was declined by a move.
line-your-claim-granted = Your draw claim ({ $claim ->
    [threefold] threefold repetition
   *[fifty] fifty moves
}){ $has_after ->
    [yes] {" "}after { $after }
   *[no] {""}
} is granted.
line-opponent-claim-granted = Your opponent claimed a draw ({ $claim ->
    [threefold] threefold repetition
   *[fifty] fifty moves
}){ $has_after ->
    [yes] {" "}after { $after }
   *[no] {""}
}; the claim is correct.
line-claim-refused = Your draw claim is refused: { $has_after ->
    [yes] after { $after }
   *[no] now
} the position would have occurred { $repetitions } time(s) (3 are needed) and { $halfmoves ->
    [one] { $halfmoves } half-move
   *[other] { $halfmoves } half-moves
} would have passed without a capture or pawn move (100 are needed); the game goes on and you are still to move
line-your-tablebase-claim-granted = Your claim of { $claim ->
    [win] a win
   *[draw] a draw
} by the endgame tables{ $has_after ->
    [yes] {" "}after announcing { $after } (not played)
   *[no] {""}
} is granted: { $value ->
    [win] { $claim ->
        [win] the tables give you the win.
       *[draw] the tables give you even a win, but you claimed a draw, and a draw it is.
    }
   *[draw] the tables give a draw.
}
line-opponent-tablebase-claim-granted = Your opponent claimed { $claim ->
    [win] a win
   *[draw] a draw
} by the endgame tables{ $has_after ->
    [yes] {" "}after announcing { $after } (not played)
   *[no] {""}
}; the tables confirm it.
line-tablebase-claim-refused = Your claim of { $claim ->
    [win] a win
   *[draw] a draw
} by the endgame tables{ $has_after ->
    [yes] {" "}after announcing { $after }
   *[no] {""}
} is refused: { $why }. The game goes on, and you are still to move.
line-tablebase-ending = { $claimant ->
    [white] White
   *[black] Black
} claimed { $claim ->
    [win] a win
   *[draw] a draw
} by the endgame tables{ $has_after ->
    [yes] {" "}after announcing { $after } (not played)
   *[no] {""}
}.
# Why a tablebase claim was refused, after a colon.
tablebase-tables-say = { $value ->
    [win] the tables give you a win
    [draw] the tables give only a draw
   *[loss] the tables say you lose
}
tablebase-not-in-this-event = this game's event allows no tablebase claims
tablebase-not-configured = this server has no endgame tables
tablebase-too-many-pieces = { $pieces } pieces are on the board, and the tables know positions of at most { $max }
tablebase-castling = castling rights remain, and the tables know no castling
tablebase-no-tables = this server has no table for { $material }
tablebase-uncertain = the win is just fifty moves away, and the tables cannot tell whether it fits within the fifty-move rule
tablebase-one-per-mail = a mail may have one position judged by the tables; send this claim in a mail of its own
tablebase-failed = the tables could not be read for this position (the server's log says why)
line-you-resigned = You resigned.
line-resigned = { $by ->
    [white] White
   *[black] Black
} resigned.
line-game-over = Game over: { $outcome }.
# $why_kind: `conflicts` when $why lists conflicting commands (which may start with a
# command's name), else `refusal`.
line-not-done-move = Not done: the move `{ $move }` — { $why }
# A refused move (nothing in the mail was played, and it is the reader's move): said
# before anything else; $why: the refusal and the legal moves.
line-move-not-played = Nothing was played; it is still your move. { $why }
line-not-done-command = Not done: `{ $command }` — { $why }
line-not-done = Not done: { $why }
line-pgn-attached = The game's PGN is attached.
line-language-now = pawnpost now writes to you in English.
line-board-style-now = { $style ->
    [words] Your letters now say the last move and whose turn it is first, then the position in words: each side's pieces in one line, grouped by kind; no picture and no diagram. Board picture or Board text brings the board back.
    [text] Your letters now show the board without a picture: as a table in the HTML part, drawn with letters in the plain text. Board picture brings the picture back; Board words shows the position in words.
   *[picture] Your letters now show the board as a picture, its pieces listed in the picture's description. Board words shows the position in words instead (for screen readers); Board text, a table without a picture.
}
line-no-command-quoted-only = Your mail held only quoted text, so there was nothing to do.
line-no-command-empty = Your mail was empty, so there was nothing to do.
line-no-command-not-understood = I found no command in your mail.
line-no-command-text-only = I found no command in your mail, so your words were not passed on to your opponent: comments go with a move or a request.
line-not-understood = I did not understand `{ $text }`: { $reason }
line-not-understood-lines = { $n ->
    [one] One line of your mail was not understood.
   *[other] { $n } lines of your mail were not understood.
}
line-shortened = This answer was shortened; reply to this mail to receive all of it.
line-comment-shortened = Your comment had { $had } characters; your opponent reads its first { $max }.
line-comment-cut = This comment was shortened to its first { $max } characters.
line-letter-cut = This mail was too long and was cut here; send Games or Help to ask for a part of it.
line-last-letter-today = { $budget ->
    [one] pawnpost sends one mail a day
   *[other] pawnpost sends { $budget } mails a day
} to an address that has not yet answered through one of its mails, and this is the last for today: mails you write before you reply to this one get no answer until tomorrow. Reply to this mail (keep its address) to prove that you read mail here; from then on every mail is answered.
line-forfeited = { $loser ->
    [white] White
   *[black] Black
} did not act within the forfeit timeout and forfeits.
line-reverse-forfeited = { $loser ->
    [white] White
   *[black] Black
} was denied twice and let a third request stand until the timeout: reverse forfeit.
line-adjudicated = The admin adjudicated the game: { $reason }
line-reminder = A reminder: it is your turn, and the deadline is near.
line-game-begins = The challenge was accepted; the game begins.

## How a game stands

line-seat = You play { $side ->
    [white] White
   *[black] Black
} against { $opponent }.
line-your-request-pending = Your { offer-kind } request is pending.
line-answer-request = { $by ->
    [white] White
   *[black] Black
} requests { $kind ->
    [draw] a draw: answer Accept Draw or Deny Draw.
   *[cancel] to cancel the game: answer Accept Cancel or Deny Cancel.
}
# The deadline of the side to move ($who: `you`, `white`, `black`; the headline said whose
# move it is).
line-to-act = Deadline: { $deadline } ({ time-left } left); { $who ->
    [you] your silence
   *[other] silence
} until then forfeits.
# The deadline for the ear (`Board words`): the day in words; the forfeit timeout is said
# in the challenge and the invitation, not in every letter.
line-to-act-spoken = Deadline: { $deadline } ({ time-left } left).

## Outside a game

line-challenge-sent = Your challenge to { $opponent } is on its way (colour: { $color ->
    [white] White
    [black] Black
   *[random] Random
}, forfeit timeout { days-left }).
line-hear-when-answered = You will hear when it is accepted or declined.
# In a player's first letters (an invitation, a game's start): how to get the board in words.
line-board-words-hint = Listening with a screen reader? Reply Board words and your letters give the position as lists.
line-start-after = The game begins after { $moves }.
line-start-from = The game begins from this position (FEN): { $fen }
line-event-rules = Rules of this event: { $rules }.
rule-leave-days = { $days ->
    [one] { $days } day of leave a year
   *[other] { $days } days of leave a year
}
rule-no-conditional-moves = no conditional moves
rule-no-tablebase-claims = no tablebase claims
rule-draw-offers-from = no draw offers before move { $move }
line-start-chess960 = { $number ->
    [-1] The game is Chess960: its start position is drawn when it begins.
   *[other] The game is Chess960, from start position { $number }.
}
rule-publish-delay = { $plies ->
    [0] the public site shows its games live
   *[other] the public site shows a running game { $plies ->
        [one] { $plies } half-move behind
       *[other] { $plies } half-moves behind
    }
}
rule-publish-at-end = the public site shows a game's moves when it has ended
rule-on-time-ask = when a clock runs out, the opponent decides: claim the win or give time
rule-on-time-forfeit = a clock that runs out loses at once
rule-max-timeouts = open only to players who lost at most { $max }% of their games of the last { $days } days on time
line-invitation = { $challenger } challenges you to correspondence chess (their colour: { $color ->
    [white] White
    [black] Black
   *[random] Random
}, forfeit timeout { days-left }).
line-answer-invitation = Reply with Accept to play, or Decline.
line-challenge-declined-by = { $who } declined your challenge.
line-you-declined-challenge-of = You declined the challenge of { $who }.
line-challenge-expired-unanswered = { $who } did not answer your challenge in time, so it expired. You may send a new one.
line-invitation-expired = The challenge of { $who } expired unanswered. Ask them for a new one if you want to play.
line-nothing-was-done = Nothing was done: { $why }
line-your-games = Your active games (reply to the latest mail of a game to play in it, or write a line per game such as `#12 Nf3` to play in several at once):
line-game = #{ $game }  { $white } vs { $black }  move { $fullmove }  { $to_act ->
    [you] your turn
    [white] White to act
    [black] Black to act
   *[over] over
}  deadline { $deadline } ({ time-left }){ $offer ->
    [their-draw] {"  "}a draw offered: answer it
    [their-cancel] {"  "}a cancel request: answer it
    [your-draw] {"  "}your draw offer waits
    [your-cancel] {"  "}your cancel request waits
   *[none] {""}
}
line-no-games = You have no active games. Start one with: Challenge friend@example.org
line-games-page = { $next ->
    [0] Page { $page } of { $pages } ({ $total } games), the last. Send Games for the first.
   *[other] Page { $page } of { $pages } ({ $total } games). Send Games { $next } for the next.
}
line-no-such-games-page = There is no page { $asked }: { $pages ->
    [one] your games fit on { $pages } page. Here it is.
   *[other] your games fill { $pages } pages. Here is the last.
}
line-too-many-mails = You sent more than { $limit } mails within an hour. pawnpost will not answer you again until the hour is over; nothing in your last mail was done.
line-not-an-address = `{ $text }` is not a mail address; write Challenge friend@example.org
line-not-itself = pawnpost does not play itself; challenge a person.
line-too-many-open-challenges = You already have { $open ->
    [one] { $open } open challenge
   *[other] { $open } open challenges
} (the limit is { $max }); wait for answers first.
line-too-many-games = You already play { $active ->
    [one] { $active } game
   *[other] { $active } games
} (the limit is { $max }).
line-challenger-busy = { $challenger } already plays the most games allowed ({ $max }), so this game cannot start now; the challenge stays open, accept it again later.
line-no-open-challenge = There is no open challenge for you to answer.
line-which-game = Your mail has game commands but does not say which game they are for. Reply to the latest mail of the game (its Reply-To address carries your key for that game).
line-no-authority = Nothing was done: { $token ->
    [wrong] the reply address of your mail does not carry your key for this game
   *[missing] your mail did not come through your reply address for this game
}. Moves, requests and resignations need it, so no one can play for you.
    Reply to the latest pawnpost mail of game #{ $game } (its Reply-To address carries your key).
line-game-section = Game #{ $game }: { $white } vs { $black }
line-game-lines-need-proof = Nothing was done: lines addressed to a game by its number (#12 Nf3) are read only in a reply to one of our letters to you (your daily digest, a game's letter, any answer), because only such a reply proves that the mail is yours.
line-digest-head = { $to_act ->
    [one] One game waits
   *[other] { $to_act } games wait
} for your move{ $waiting ->
    [0] .
    [one] ; in one you wait for your opponent.
   *[other] ; in { $waiting } you wait for your opponents.
}
line-digest-waiting = Where you wait:
line-digest-more = { $count ->
    [one] One more game is
   *[other] { $count } more games are
} not shown here; send Games for the whole list.
line-stale = Nothing was done: your mail answers an older mail of game #{ $game }, and the game has moved on since. Here is the game as it stands; reply to this mail.
line-confirm-please = pawnpost received a mail from this address asking for: { $commands }. Nothing was done yet.
line-confirm-how = To make sure the mail came from you, reply to this mail with Confirm. If you did not send it, ignore this mail: nothing will happen, and pawnpost will not write to you about it again.
line-confirm-tip = Replying to any mail from pawnpost proves your address, so you need this step only for mails you write afresh.
line-nothing-to-confirm = There is nothing to confirm: reply Confirm to the mail that asks for it.
line-confirmed-before = That mail was confirmed already; nothing was done again.
line-confirmation-expired = That confirmation request is older than { $days ->
    [one] { $days } day
   *[other] { $days } days
} and no longer valid; send your commands again.
line-block-hint = To receive no more invitations from pawnpost, reply Block.
line-blocked = pawnpost will send you no more invitations. To receive them again, send Unblock.
line-unblocked = You will receive invitations again. To refuse them, send Block.
line-recipient-refuses = { $who } does not accept invitations from pawnpost.
line-recipient-had-enough = { $who } received as many invitations today as pawnpost sends to one address; try again tomorrow.
line-which-challenge = Several challenges wait for your answer. Reply to the invitation of the one you mean with Accept or Decline:
line-open-challenge = { $challenger } (their colour: { $color ->
    [white] White
    [black] Black
   *[random] Random
}, forfeit timeout { days-left })
line-mail-cut = Your mail was longer than { $kb } KB, so pawnpost read only its first part; send long texts as separate mails.

## The letter's frame

opponent-writes = Your opponent writes:
moves-heading = Moves
# Under a move list a `Board words` letter shortened to its last ten moves.
moves-earlier = Only the last ten moves are shown; send History for all of them.
help =
    pawnpost plays correspondence chess by mail. Reply to the latest mail of a game with:
      a move: e4, Nf3, Knight to f3, exd5, O-O, e8=Q, e2e4, 5254, King-Side Castle, En Passant e5d6
      Request Draw / Accept Draw / Deny Draw
      Request Cancel / Accept Cancel / Deny Cancel
      Claim Draw (threefold repetition or fifty moves; optionally with the move)
      Claim win tablebase / Claim draw tablebase (7 pieces or fewer, no castling rights; optionally with a move, judged but not played)
      Resign
      Give 2 days (more time on your opponent's clock)
      Board, History, PGN, Games, Help, Language en|de|fr|es|pt
    In any mail: Leave 7 days, Leave until 2026-12-31, Leave from 2026-12-24 to 2027-01-02, Leave auto / Leave auto off (leave instead of a loss on time), Back, Calendar off / on, Board words (the position in words, for screen readers) / Board picture / Board text
    Start a game with a new mail: Challenge friend@example.org [white|black|random] [timeout 30 days] [3 days per move | Fischer 10+1]
    Answer a challenge with Accept or Decline.

footer-commands = Commands: Board, History, PGN, Games, Help.
footer-lobby = Send Help for the commands.
footer-over = This game is over. Send PGN for the score, Games for your games.
footer-answer = { $kind ->
    [draw] Reply with Accept Draw or Deny Draw.
   *[cancel] Reply with Accept Cancel or Deny Cancel.
}
footer-your-move-example = Reply with your move, for example { $example }; you may add Request Draw, or send Resign.
footer-your-move = Reply with your move; you may add Request Draw, or send Resign.
footer-games = To play in several games at once, reply with one line per game: #12 Nf3, or #12 14... Nf3 to be sure the game is still at that move.
footer-wait = Wait for your opponent; you may send Resign or Request Cancel at any time.

## Refusals

rejection-unknown-game = There is no game { $id } of yours. Reply to the latest mail of the game you mean, or send Games for a list.
rejection-not-a-player = { $address } does not play in this game.
rejection-game-over = The game is over: { $outcome }.
rejection-not-your-turn = It is not your turn: { $to_move ->
    [white] White
   *[black] Black
} ({ $address }) is to move.
rejection-not-at-move = Your line was for move { $said_fullmove }{ $said ->
    [white] .
   *[black] ...
}, but the game is at move { $fullmove }{ $to_move ->
    [white] .
   *[black] ...
}: you answered an older board. The game as it stands is below.
rejection-draw-offer-too-early = This event allows no draw offer before move { $from }: play on, and offer it from move { $from }.
rejection-must-answer-first = Your opponent has requested { $kind ->
    [draw] a draw; answer with Accept Draw or Deny Draw before the game goes on.
   *[cancel] to cancel the game; answer with Accept Cancel or Deny Cancel before the game goes on.
}
rejection-awaiting-answer = Your { offer-kind } request waits for your opponent's answer; the game goes on once it is accepted or denied.
rejection-no-pending-offer = There is no pending { offer-kind } request to answer.
rejection-offer-already-pending = A { offer-kind } request by { $by ->
    [white] White
   *[black] Black
} is already pending; it must be answered first.
rejection-own-offer = The pending { offer-kind } request is your own; only your opponent can accept or deny it.
rejection-must-move-after-denial = Your request was denied, so it is your move now (or Resign); you may send a new request together with a move.
# The legal moves of a refused move, for the ear: by piece ($role, $count: how many of
# the player's pieces of that kind can move), each piece's squares ($from, then $to:
# the squares it reaches, or castling in notation).
legal-moves-piece = { $role ->
    [king] King
    [queen] { $count ->
        [one] Queen
       *[other] Queens
    }
    [rook] { $count ->
        [one] Rook
       *[other] Rooks
    }
    [bishop] { $count ->
        [one] Bishop
       *[other] Bishops
    }
    [knight] { $count ->
        [one] Knight
       *[other] Knights
    }
   *[pawn] { $count ->
        [one] Pawn
       *[other] Pawns
    }
}: { $moves }
legal-moves-from = { $from } to { $to }
legal-moves-groups = { $first }. { $second }
rejection-move = { $error }{ $has_legal ->
    [yes] {"\u000A"}Your legal moves, by piece. { $legal }.
   *[no] {""}
}
rejection-conflicts = { $conflicts }.
combination-resign-with-others = Resign ends the game and cannot be sent with other game commands.
combination-accept-with-others = Accepting a request ends the game and cannot be sent with other game commands.
combination-moves-twice = A mail may carry only one move (or one Claim Draw).
combination-requests-twice = Only one request (draw or cancel) may be pending at a time.
combination-denies-twice = Only one request can be pending, so there is only one to deny.
rejection-challenge-yourself = You cannot challenge yourself.
rejection-challenge-not-open = This challenge is no longer open: { $state ->
    [accepted] it was accepted already.
    [declined] it was declined.
   *[expired] it expired.
}
rejection-timeout-out-of-range = The forfeit timeout must be between 1 and { $max } days.
rejection-not-a-game-command = Challenges are sent in a new mail to pawnpost, not in the reply to a game.

## Moves that are no legal move

move-illegal = `{ $text }` is not a legal move: { $reason }.
move-ambiguous = `{ $text }` is ambiguous: it could be { $candidates }. Add the file or rank of the piece you mean.
move-promotion-missing = `{ $text }` reaches the last rank: say which piece the pawn becomes, for example { $example }.
# One move an ambiguous move could be, in notation and in words.
move-candidate = { $san } ({ board-role } { $from }–{ $to })

illegal-no-piece-left = you have no { board-role } left
illegal-promotion-not-on-last-rank = a pawn promotes only on the last rank
illegal-own-piece-on = your own piece stands on { $square }
illegal-no-piece-can-reach = no { board-role } of yours can reach { $to }
illegal-does-not-escape-check = your king is in check, and this move does not get it out of check
illegal-leaves-king-in-check = { $pinned ->
    [yes] that would leave your king in check (the piece is pinned)
   *[no] that would leave your king in check
}
illegal-castling-right-lost = you can no longer castle on that side (the king or that rook has moved)
illegal-castling-out-of-check = you cannot castle out of check
illegal-castling-blocked = there are pieces between your king and rook
illegal-castling-through-check = your king would pass through or land on an attacked square
illegal-castling-not-possible = castling is not possible now (the king or rook has moved, a square between them is occupied, or the king is in check, passes through or lands on an attacked square)
illegal-no-piece-on = there is no piece on { $square }
illegal-not-your-piece = the { board-role } on { $square } is not yours
illegal-only-pawns-promote = only a pawn can promote, and the piece on { $from } is a { board-role }
illegal-no-promotion-there = the { board-role } on { $from } does not promote on { $to }
illegal-cannot-move-to = the { board-role } on { $from } cannot move to { $to }
illegal-not-en-passant = { $from }{ $to } is not an en passant capture
illegal-nothing-to-capture = { $has_role ->
    [yes] there is no { board-role } of your opponent's to take on { $on }
   *[no] there is nothing to take on { $on }
}
illegal-wrong-piece = the piece on { $square } is a { board-role }, not a { $named ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}

syntax-not-a-move = write it like Nf3, exd5, e8=Q, O-O, e2e4 or 5254
syntax-no-such-square = there is no square { $square } on the board
syntax-unknown-piece = `{ $letter }` is not a piece letter
syntax-bad-promotion = a pawn promotes on the last rank to a queen, rook, bishop or knight (e.g. e8=Q)
syntax-iccf-digits = ICCF numeric moves use the digits 1 to 8, and 1 to 4 for a promotion (e.g. 5254)
syntax-en-passant-squares = En Passant needs the pawn's square and the square it moves to, e.g. En Passant e5d6

## What was not understood

reason-unknown-command = `{ $word }` is not a command pawnpost knows — send Help for the list
reason-bad-move = `{ $text }` is not a move: { $problem }
reason-ambiguous-draw = do you offer a draw (Request Draw), accept one (Accept Draw) or decline one (Deny Draw)?
reason-ambiguous-cancel = do you ask to cancel the game (Request Cancel), accept (Accept Cancel) or decline (Deny Cancel)?
reason-castle-side = which side? Write King-Side Castle (O-O) or Queen-Side Castle (O-O-O)
reason-en-passant-squares = En Passant needs the pawn's square and the square it moves to, e.g. En Passant e5d6
reason-challenge = { $problem }; write e.g. Challenge anna@example.org white timeout 14 days
reason-language = pawnpost does not speak `{ $word }`; write Language en, de, fr, es or pt
reason-question = `{ $command }?` is a question; write it without the question mark if you mean it
reason-too-many-commands = too many commands in one mail; pawnpost reads only the first { $max }, so this line and the rest of the mail were not read
reason-too-many-games = one mail may address at most { $max } games; this line and the rest of the mail were not read
reason-extra-text = `{ $word }` is no command; write commands alone on their line and your comment on a line of its own

start-no-moves = `after` needs the opening's moves, for example `after 1.e4 c5 2.Nf3 d6`
start-too-long = an opening may have at most { $max } half-moves (plies)
start-illegal = { $move } (move { $number }) is not legal in that opening
start-bad-fen = that FEN is not a legal position (look at its { $field ->
    [board] piece placement
    [turn] side to move
    [castling] castling
    [en-passant] en passant
    [halfmoves] halfmove clock
   *[fullmoves] fullmove number
} field)
start-both = an opening (`after …`) or a position (`from …`), not both
start-no-such-960 = Chess960 start positions are numbered 0 to 959, not { $number }
start-over = that position is already over (mate, stalemate or no mating material): no game can start from it
challenge-no-address = Challenge needs your opponent's address
challenge-not-an-address = `{ $text }` is not a mail address: { $why }
challenge-timeout-days = the timeout needs a number of days

address-error = { $error ->
    [empty] the address is empty; write one like "pawnpost@example.org"
    [display-name] write only the address (like "pawnpost@example.org"), without a display name or angle brackets
    [quoted-local-part] the part before the @ is in quotes; pawnpost only writes to plain addresses like "anna@example.org"
    [whitespace] an address contains no spaces or line breaks
    [invisible-character] the address contains an invisible or unreadable character (such as a NUL byte), so it is not the address that was typed
    [not-local-at-domain] expected an address of the form local@domain, like "pawnpost@example.org"
    [non-ascii-local-part] the part before the @ contains { $char }; pawnpost can only write to addresses whose part before the @ is plain ASCII (letters a to z, digits and . _ - +)
    [bad-local-part] the part before the @ contains { $char }, which an address cannot contain without quotes
    [local-part-dots] the part before the @ starts or ends with a dot or has two dots in a row, which no deliverable address has
    [too-long] the address is longer than mail allows (64 characters before the @, 254 in all)
    [ip-literal] pawnpost does not write to an IP address in brackets; use the address at a domain name, like "anna@example.org"
   *[bad-domain] the domain after the @ is not a host name like "example.org"
}

conflict-two-moves = two moves in one mail: `{ $first }` and `{ $second }` — send one move per mail
conflict-resign-with-move = a move and Resign in one mail: `{ $move }` and Resign — send one or the other
conflict-resign-with = Resign and { $command } in one mail — send one or the other
conflict-contradicting = { $first } and { $second } in one mail — send one of them
conflict-repeated = { $command } twice in one mail — send it once

## Results

termination = { $termination ->
    [checkmate] checkmate
    [resignation] resignation
    [stalemate] stalemate
    [insufficient_material] insufficient material
    [agreement] agreement
    [threefold_claim] threefold repetition (claimed)
    [fifty_move_claim] the fifty-move rule (claimed)
    [tablebase] a tablebase claim
    [fivefold_repetition] fivefold repetition
    [seventyfive_moves] the 75-move rule
    [forfeit] forfeit (timeout)
    [reverse_forfeit] reverse forfeit
    [adjudication] adjudication
   *[cancelled] cancellation
}
outcome = { $result ->
    [white] White won by { $by } (1-0)
    [black] Black won by { $by } (0-1)
    [draw] drawn by { $by } (1/2-1/2)
   *[cancelled] cancelled by { $by } (*)
}

## Commands as a player writes them

command-request-draw = Request Draw
command-accept-draw = Accept Draw
command-deny-draw = Deny Draw
command-request-cancel = Request Cancel
command-accept-cancel = Accept Cancel
command-deny-cancel = Deny Cancel
command-claim-draw = Claim Draw
command-claim-draw-with = Claim Draw { $move }
command-claim-tablebase = { $claim ->
    [win] Claim win tablebase
   *[draw] Claim draw tablebase
}
command-claim-tablebase-with = { $claim ->
    [win] Claim win tablebase
   *[draw] Claim draw tablebase
} { $move }
command-resign = Resign
# $timeout, $control and $start come with their leading space, or empty.
command-challenge = Challenge { $opponent }{ $color ->
    [white] {" "}white
    [black] {" "}black
   *[random] {""}
}{ $timeout }{ $control }{ $start }{ $casual ->
    [yes] {" "}casual
   *[no] {""}
}
command-challenge-after = after { $moves }
command-challenge-from = from { $fen }
command-challenge-timeout = timeout { $days ->
    [one] { $days } day
   *[other] { $days } days
}
command-accept = Accept
command-decline = Decline
command-board = Board
command-history = History
command-pgn = PGN
command-games = { $page ->
    [0] Games
   *[other] Games { $page }
}
command-help = Help
command-language = Language { $code }
command-board-style = Board { $style ->
    [words] words
    [text] text
   *[picture] picture
}
command-confirm = Confirm
command-block = Block
command-unblock = Unblock

## Private notes

topic-your-notes = your notes
line-note-kept = Note kept; only you see it ({ $count ->
    [one] { $count } note
   *[other] { $count } notes
} in this game).
line-notes-cleared = { $count ->
    [0] You had no notes in this game.
    [one] Your note in this game is removed.
   *[other] Your { $count } notes in this game are removed.
}
line-no-notes = You keep no notes in this game. Write Note and your text to keep one; only you see them.
line-too-many-notes = Not kept: you keep { $max } notes in this game already; send Notes clear to start again.
# $older: how many older notes are not shown (send Notes for all).
notes-heading = { $older ->
    [0] Your notes (only you see them):
   *[other] Your latest notes (only you see them; { $older } older: send Notes):
}
# $move: the move the game was at when the note was written (0: before the first).
notes-entry = { $move ->
    [0] before the first move
   *[other] move { $move }
}: { $text }
reason-note-empty = Note needs the text to keep, e.g. Note the knight belongs on d5
reason-note-too-long = a note may hold up to { $max } characters
command-note = Note { $text }
command-notes = Notes
command-clear-notes = Notes clear

## A letter's first sentences, said from the reader's side before anything else: whose
## move it is (or the result, said once), the last move in words, check by what.
## "Your move (Black). alice played 9. Ne5: knight from f3 to e5, taking your pawn.
## You are in check from the bishop on b5."
headline-your-move = Your move ({ $side ->
    [white] White
   *[black] Black
}).
# $opponent: the name part of their address (alice) or their public name; $side: their
# colour.
headline-their-move = Waiting for { $opponent } ({ $side ->
    [white] White
   *[black] Black
}).
# The game's one result line, in words: $result is `you` (the reader won), `opponent`,
# `draw` or `cancelled`; $by the termination.
headline-over = Game over: { $result ->
    [you] you won by { $by }
    [opponent] { $opponent } won by { $by }
    [draw] a draw by { $by }
   *[cancelled] cancelled by { $by }
}.
# $move: the move in the reader's piece letters, without + or #; $words: what it did.
headline-you-played = You played { $move }: { $words }.
headline-played = { $opponent } played { $move }: { $words }.
headline-side-played = { $side ->
    [white] White
   *[black] Black
} played { $move } before you took over: { $words }.
# The piece that moved, without its colour: "knight from f3 to e5".
headline-moved = { board-role } from { $from } to { $to }
# What it took: $yours when it was the reader's piece; $en_passant names the square.
headline-taking = taking { $yours ->
    [yes] your
   *[no] the
} { board-role }{ $en_passant ->
    [yes] {" "}on { $square } en passant
   *[no] {""}
}
headline-castled = { $side ->
    [king] king-side
   *[queen] queen-side
} castling, { $stays ->
    [king] the king stays on { $king_to }, rook from { $rook_from } to { $rook_to }
    [rook] king from { $king_from } to { $king_to }, the rook stays on { $rook_to }
    [both] the king stays on { $king_to } and the rook on { $rook_to }
   *[none] king from { $king_from } to { $king_to }, rook from { $rook_from } to { $rook_to }
}
# The side to move is in check ($you: the reader) from $by, the checking pieces.
headline-check = { $you ->
    [yes] You are in check from { $by }.
   *[no] { $opponent } is in check from { $by }.
}
headline-checkmate = { $you ->
    [yes] You are checkmated by { $by }.
   *[no] { $opponent } is checkmated by { $by }.
}
# A checking piece: "the bishop on b5", "your queen on e5" ($yours).
headline-checker = { $yours ->
    [yes] your
   *[no] the
} { board-role } on { $square }
headline-and = { $first } and { $second }
# The last move in a subject, short: "pawn takes d5", "knight to f3".
move-short = { $castle ->
    [king] king-side castling
    [queen] queen-side castling
   *[no] { board-role } { $capture ->
        [yes] takes
       *[no] to
    } { $to }
}
