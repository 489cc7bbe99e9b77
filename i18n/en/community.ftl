# The community: public names, ratings, the top list, a player's history, open seeks
# and tournaments. English.
#
# Keys the code passes as text, to choose words with:
#   $kind         rated, casual
#   $provisional  yes, no (a rating still provisional)
#   $rated        yes, no (a game that counted for ratings)
#   $yours        yes, no (the reader's own seek)
#   $format       single, double (a round robin: every pair meets once or twice)
#   $color, $loser  white, black
#   $result       won, drawn, lost, cancelled (a game, for the player whose history it is)
#   $why          a name refused: too_short, too_long, bad_character, address, reserved, official, confusing, taken
#                 a game not rated: casual, cancelled, too_short, withdrawal, older


## The help text's lines for the community commands. The command words are those of
## community-command-… below.

community-help =
    Community (others see your name, never your address):
      Name Alice_K (your public name), Rating, Top [100], Player [NAME]
      Seek [casual] [1400-1800] [3 days per move | Fischer 10+1] (an open challenge to anyone), Seeks [2], Cancel Seek
      Join TOURNAMENT, Standings [TOURNAMENT]
      Swiss: Half-point bye [TOURNAMENT] (the next round off, ½ point), Cancel bye [TOURNAMENT]
      Ladders: Join LADDER, Challenge NAME in LADDER, Accept ladder challenge, Decline ladder challenge, Withdraw from LADDER
      Team captains: Line up TEAM board N PLAYER, Replace PLAYER with SUBSTITUTE in MATCH
    Challenges and seeks are rated unless you add casual.


## Subjects of the community's letters, after "[pawnpost] ".

community-subject-name = your name
community-subject-rating = your rating
community-subject-top = top list
community-subject-player = player { $name }
community-subject-seeks = open seeks
community-subject-seek-expired = your seek expired
community-subject-tournament = tournament { $name }
community-subject-standings = standings of { $name }
community-subject-final-standings = final standings of { $name }


## Public names.

community-name-set = Your public name is now { $name }. Everyone else sees it instead of your address.
# $problem: community-name-problem.
community-name-refused = The name `{ $name }` cannot be used: { $problem }.
# In a fixed form, which does not repeat what the mail said.
community-name-refused-unquoted = That name cannot be used: { $problem }.
# Why a name cannot be used, after a colon. $min, $max: characters; $character: the
# one not allowed.
community-name-problem = { $why ->
    [too_short] it needs at least { $min } characters
    [too_long] it may have at most { $max } characters
    [bad_character] `{ $character }` is not allowed; use the letters a–z, digits, _ and -
    [address] a mail address cannot be a name
    [reserved] names like player12 are how pawnpost shows players without a name
    [official] names like admin, postmaster or the server's own name would make others think the server or its staff is writing
    [confusing] words the letters use for the people of a game, such as You, White or Black, would make letters about your games say what did not happen
   *[taken] another player has it
}


## Ratings.

# A rating before and after a game. $delta: the change with its sign (+18, −7, 0).
community-rating-change = from { $before } to { $after } ({ $delta }{ $provisional ->
    [yes] , provisional
   *[no] {""}
})
community-your-rating = Your { $pool ->
    [chess960] Chess960 rating
   *[standard] rating
} is { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
} after { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}; rating deviation { $deviation }.
community-no-rated-games = You have not finished a rated game yet; everyone starts at 1500.
# $change: community-rating-change.
community-last-change = Your last rated game, #{ $game }: { $change }.
# $you, $theirs: community-rating-change.
community-game-rated = Rated game{ $pool ->
    [chess960] {" "}(Chess960 pool)
   *[standard] {""}
}: your rating { $you }; { $opponent }: { $theirs }.
community-game-not-rated = { $why ->
    [casual] This game was casual: no rating changed.
    [cancelled] A cancelled game is not rated.
    [too_short] Not rated: the game was decided before each player had made two moves.
    [withdrawal] Not rated: the game ended with a withdrawal from the tournament.
   *[older] Not rated: the game began before pawnpost kept ratings.
}
# In a challenge and its invitation.
community-challenge-rated = { $kind ->
    [rated] The game will be rated.
   *[casual] The game will be casual (not rated).
}
# $label: how others see the reader (a public name, or player12).
community-known-as = Others see you as { $label }; send Name and a name of your choice to change that.


## The top list.

community-top-heading = The best rated { $pool ->
    [chess960] Chess960 players
   *[standard] players
} (at least { $min_games ->
    [one] { $min_games } rated game
   *[other] { $min_games } rated games
}; ? marks a provisional rating):
# One line of the list: $rank comes right-aligned in three columns.
community-top-entry = { $rank }. { $label }  { $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}  ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}{ $timeouts ->
    [none] {""}
   *[other] , { $timeouts }% lost on time
})
community-top-empty = No one is on the list yet: no rated game has ended.


## A player's history.

community-no-such-player = There is no player called { $name }.
# In a fixed form, which does not repeat what the mail said.
community-no-such-player-unquoted = There is no player by that name.
community-player-by-name-only = Players are looked up by their public name (as Top and Seeks show it), never by their address.
community-questions-per-mail = I answer { $questions } different questions about players, ratings, seeks and tournaments per mail; ask the others in another mail.
community-player-heading = Player { $label }
community-player-rating = { $games ->
    [0] { $pool ->
        [chess960] Chess960 rating
       *[standard] Rating
    }: none yet (no rated game finished).
   *[other] { $pool ->
        [chess960] Chess960 rating
       *[standard] Rating
    }: { $rating }{ $provisional ->
        [yes] {" "}(provisional)
       *[no] {""}
    } after { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }.
}
community-player-record = Finished games: { $played } — won { $won }, drawn { $drawn }, lost { $lost } (of which on time: { $lost_on_time }).
# A number of days with one decimal: $whole, then $tenth (0 to 9).
community-tenths = { $whole }.{ $tenth }
# $days: the average in days (community-tenths).
community-player-speed = Average time per move over the last { $games ->
    [one] { $games } game
   *[other] { $games } games
}: { $days } days.
community-player-speed-unknown = No moves yet to time.
community-player-reliability = Last { $days } days: { $finished ->
        [0] no game finished
       *[other] lost on time { $lost_on_time } of { $finished } finished ({ $percent }%)
    }{ $timed ->
        [yes] ; median time per move { $median } days.
       *[no] .
    }
community-results-heading = Last results:
# One finished game; $pgn: its result as PGN writes it (1-0, 0-1, 1/2-1/2, *).
community-result = #{ $game }  { $color ->
    [white] White
   *[black] Black
} against { $opponent }: { $result ->
    [won] won
    [drawn] drawn
    [lost] lost
   *[cancelled] cancelled
} ({ $pgn }{ $rated ->
    [yes] , rated
    [chess960] , rated as Chess960
   *[no] {""}
})
community-current-heading = Current games:
community-current = #{ $game }  { $color ->
    [white] White
   *[black] Black
} against { $opponent }, move { $fullmove }
# Below an empty heading.
community-none-yet = none


## Open seeks.

# After a seek's kind, when it asks for a rating range (empty otherwise).
community-range = , opponent rated { $min } to { $max }
# After a seek's kind or a tournament's format, when it has a time control (empty
# otherwise). $control: the time control in words.
# After a seek's time control: the game is Chess960.
community-chess960 = , Chess960
community-timeouts = , at most { $max }% lost on time
community-control = , { $control }
# $range: community-range; $control: community-control.
community-seek-posted = Your seek is posted: a { $kind ->
    [rated] rated
   *[casual] casual
} game{ $range }{ $control }. The first player whose seek fits starts a game with you; your seek stays open for { $days ->
    [one] { $days } day
   *[other] { $days } days
}. Send Cancel Seek to withdraw it.
community-seek-replaced = It replaces your earlier seek: one open seek per player.
# An open seek fitted the sender's but for its limit on losses on time. $max: that
# limit in percent; $lost_on_time of $finished: the sender's own games of the last $days
# days; $percent: their share.
community-seek-timeouts-refused = The open seek of { $label } fits yours, but it admits only players who lost at most { $max }% of their games of the last { $days } days on time. Yours: { $lost_on_time } of { $finished } lost on time ({ $percent }%), so no game with { $label } was started.
# $control: the time control as the seek wrote it; $refusal: why it cannot be used.
community-seek-control-out-of-range = Your seek is not posted: { $control }. { $refusal }
community-seek-matched = Your seek was matched: a { $kind ->
    [rated] rated
   *[casual] casual
} game against { $opponent } ({ $rating }); the colours were drawn at random.
community-seeks-heading = Open seeks (send Seek to be matched with the first one that fits):
# One open seek. $range: community-range; $control: community-control.
community-seek-entry = { $label } ({ $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}), { $kind ->
    [rated] rated
   *[casual] casual
}{ $range }{ $control }, { $days_ago ->
    [0] posted today
    [one] posted { $days_ago } day ago
   *[other] posted { $days_ago } days ago
}{ $yours ->
    [yes] {" "}— yours
   *[no] {""}
}
community-no-seeks = No open seeks at the moment. Send Seek to post one.
# Below a page of open seeks that is not the last; $next: the next page's number.
community-seeks-page = Page { $page } of { $pages } ({ $total } open seeks). Send Seeks { $next } for the next page.
community-seeks-last-page = Page { $page } of { $pages } ({ $total } open seeks), the last. Send Seeks for the first.
# A page past the last was asked for; the last is shown.
community-no-such-seeks-page = { $pages ->
    [1] There is no page { $asked }: the open seeks fit on one page.
   *[other] There is no page { $asked }: the open seeks fill { $pages } pages. Here is the last.
}
community-seek-cancelled = Your seek is withdrawn.
community-no-seek-to-cancel = You have no open seek.
community-seek-expired = Your seek found no opponent within { $days ->
    [one] { $days } day
   *[other] { $days } days
} and expired. Send Seek to post it again.
community-too-many-games-to-seek = You already play the most games allowed ({ $max }); a seek would start one more.


## Tournaments.

community-open-tournaments-heading = Tournaments open for joining:
# $control: community-control.
community-open-tournament = { $name }: { $format ->
    [single] single round robin
    [knockout] knockout of two-game matches
    [swiss] Swiss, { $rounds } rounds
   *[double] double round robin
}{ $control }, { $taken } of { $size } seats taken — send Join { $name }
community-joined = You joined { $name } ({ $taken } of { $size } seats taken). It begins when the last seat is taken; each of your games then comes in its own mail.
community-already-joined = You have joined { $name } already.
community-no-such-tournament = There is no tournament called { $name }.
# In a fixed form, which does not repeat what the mail said.
community-no-such-tournament-unquoted = There is no tournament by that name.
community-not-open = { $name } is not open for joining: it has begun or is over.
community-tournament-begins = The tournament { $name } begins: { $players } players, { $games ->
    [one] { $games } game
   *[other] { $games } games
} in all, every one started now. Each of your games comes in its own mail.
# In the first letter of a tournament game.
community-tournament-game = A game of the tournament { $name }, round { $round } of { $rounds }.
community-too-busy-to-join = Joining would give you { $needed ->
    [one] { $needed } more game
   *[other] { $needed } more games
}, but you play { $active } already and the limit is { $max }.
# $max: the tournament's limit in percent; $lost_on_time of $finished: the sender's
# games of the last $days days; $percent: their share.
community-too-many-timeouts-to-join = { $name } admits only players who lost at most { $max }% of their games of the last { $days } days on time. Yours: { $lost_on_time } of { $finished } lost on time ({ $percent }%), so you cannot join it now. Only the last { $days } days count: older losses drop out as time passes.
community-which-tournament = Which tournament? Write Standings and the tournament's name.
community-standings-heading = Standings of { $name } ({ $format ->
    [single] single round robin
   *[double] double round robin
}) after { $finished } of { $total ->
    [one] { $total } game
   *[other] { $total } games
}. Ties are broken by Sonneborn–Berger (SB).
community-final-standings-heading = Final standings of { $name } ({ $format ->
    [single] single round robin
   *[double] double round robin
}, { $total ->
    [one] its { $total } game over
   *[other] all { $total } games over
}). Ties are broken by Sonneborn–Berger (SB).
# Below a table with withdrawn players: what their mark means.
community-withdrawn-mark = † withdrawn
# To a player the admin withdrew.
community-withdrawn = The admin withdrew you from the tournament { $name }; your unfinished games in it have ended.
# The ending note of a game ended by a withdrawal.
community-withdrawal-note = { $loser ->
    [white] White
   *[black] Black
} was withdrawn from the tournament { $name }: the game ends as a loss for { $loser ->
    [white] White
   *[black] Black
}.


## The crosstable's column headings, and a withdrawn player's row.

community-crosstable-rank = #
community-crosstable-player = Player
community-crosstable-points = Points
# Sonneborn–Berger.
community-crosstable-tiebreak = SB
community-crosstable-withdrawn = { $label } †

## A Swiss tournament.

community-swiss-begins = The Swiss { $name } begins: { $players } players, { $rounds } rounds, one at a time. Round 1 is paired now; each next round is paired as soon as every game of the round before has ended, and each of your games comes in its own mail.
community-joined-late = You joined { $name }, which is under way: you are paired from round { $round } of { $rounds } on, when that round is paired. The rounds you missed count as lost without a game (0 points).
community-swiss-bye = You have the bye in round { $round } of { $rounds } of { $name }: one point, no game. Your next game comes when every game of this round has ended.
community-swiss-standings-heading = Standings of { $name } (Swiss, round { $round } of { $rounds }; a game still running shows ·).
community-swiss-final-standings-heading = Final standings of { $name } (Swiss, { $rounds } rounds).
# When the event ended before its last round: the rounds played of those planned.
community-swiss-final-standings-heading-short = Final standings of { $name } (Swiss, { $round } of { $rounds } rounds played: no further round could be paired).
community-swiss-legend = Each round shows the opponent's place, the colour (w White, b Black) and the result: 1, ½ or 0; + or − for a game won or lost by forfeit (it ended before both players moved); · for a game still running; bye for the bye (one point, no game); × for a round the player was not paired in (before a late entry or after a withdrawal: 0 points). Ties are broken by Buchholz Cut-1 (BH-C1), then Buchholz (BH), then Sonneborn–Berger (SB); a round without a game counts as one against a virtual opponent.
community-swiss-half-bye-legend = ½ bye: a half-point bye the player asked for (half a point, no game).
# The colour in a cell of a Swiss's table: one letter.
community-swiss-colour = { $colour ->
    [white] w
   *[black] b
}
community-swiss-round-column = R{ $round }
community-swiss-buchholz-cut1 = BH-C1
community-swiss-buchholz = BH
community-swiss-bye-cell = bye
community-swiss-half-bye-cell = ½ bye
community-half-bye-booked = Your half-point bye in round { $round } of { $rounds } of { $name } is booked: when the round is paired you get ½ point and no game. { $allowed ->
    [one] It is the one half-point bye each player may take in this event.
   *[other] You have booked { $booked } of the { $allowed } half-point byes each player may take in this event.
} Changed your mind? Write Cancel bye { $name } before the round is paired.
community-half-bye-refused = { $why ->
    [not_swiss] { $name } is not a Swiss: only a Swiss has half-point byes.
    [not_playing] You cannot ask for a half-point bye in { $name }: you do not play in it, you withdrew, or it is over.
    [none_allowed] { $name } has no half-point byes: every player is paired in every round.
    [used] You have booked all your half-point byes in { $name } already ({ $allowed }).
    [already_asked] You have booked a half-point bye in round { $round } of { $name } already.
    [last_round] A half-point bye is always for the next round not yet paired; that is round { $round }, the last round of { $name }, and the last round has no half-point byes: a player could settle their place there without playing.
    [too_few_left] Fewer than two players would be left to pair in round { $round } of { $name }, so no further half-point bye can be granted in it.
   *[no_round_left] Every round of { $name } is paired already: a half-point bye is asked for before its round is paired.
}
community-half-bye-cancelled = Your half-point bye in round { $round } of { $name } is cancelled: you will be paired in that round as usual.
community-no-half-bye-to-cancel = { $paired ->
    [yes] Round { $round } of { $name } is paired already, so your half-point bye in it stands: ½ point, no game.
   *[no] You have no half-point bye to cancel in { $name }.
}
community-swiss-half-bye = Round { $round } of { $rounds } of { $name } is paired, and you take the half-point bye you asked for: ½ point, no game. Your next game comes when every game of this round has ended.
community-swiss-half-bye-lapsed = Round { $round } of { $name } could not be paired without you, so the half-point bye you asked for lapses: you play this round, and your allowance is not spent. Your game comes in its own mail.
community-swiss-half-byes-in-round = { $count ->
    [one] Not paired this round, at their own request (a half-point bye): { $labels }.
   *[other] Not paired this round, at their own request (half-point byes): { $labels }.
}
community-you-withdrew = { $when ->
    [open] You left { $name } before it began; your seat is free again.
    [between] You withdrew from { $name }: you are not paired again, and your results stand.
   *[running] You withdrew from { $name }: you are not paired again, your running game in it has ended as your loss, and your results stand.
}
community-withdraw-ask-admin = { $name } is a round robin under way: withdrawing from it can annul your games for everyone, so only the admin withdraws a player. Write to the admin.
community-cannot-withdraw = You have nothing to withdraw from in { $name }: you do not play in it, you withdrew already, or it is over.
community-no-show-withdrawn = You lost the last two rounds of { $name } by forfeit, without making a move, so you are withdrawn from it, as is the rule for a player who does not turn up: you are not paired again, and your results stand.
community-withdrawn-cannot-rejoin = You withdrew, or were withdrawn, from { $name }: a withdrawn player is not paired again, so you cannot join it anew.


## The community commands as a player writes them (what the letters echo back). An
## argument follows its command after a space: Name Alice_K, Top 100, Seek casual
## 1400-1800 3 days per move.

community-command-name = Name
community-command-rating = Rating
community-command-top = Top
community-command-player = Player
community-command-seek = Seek
# The word a Seek adds for a game that is not rated.
community-command-casual = casual
community-command-range = { $min }-{ $max }
community-command-timeouts = timeouts { $max }%
community-command-seeks = Seeks
community-command-cancel-seek = Cancel Seek
community-command-join = Join
community-command-withdraw = Withdraw from
community-command-standings = Standings
community-command-half-bye = Half-point bye
community-command-cancel-half-bye = Cancel bye


## Why a community command's arguments could not be read, after "I did not understand
## …:".

community-problem-name-missing = Name needs the name you want, e.g. Name Alice_K
community-problem-tournament-missing = Join needs the tournament's name, e.g. Join Spring
community-problem-withdraw-missing = Withdraw from needs the tournament's name, e.g. Withdraw from Spring
community-problem-lineup = Line up needs the team, the board and the player, e.g. Line up Rooks board 2 Alice_K
community-problem-replace = Replace needs the player, the substitute and the match, e.g. Replace Alice_K with Zoe_K in Derby
community-problem-bad-range = `{ $text }` is no rating range; write the lowest and the highest rating you accept, e.g. Seek 1400-1800
community-problem-bad-timeouts = `{ $text }`: write the most you accept of games lost on time as a percentage from 0 to 100, e.g. Seek timeouts 10%
