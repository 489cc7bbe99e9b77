# A ladder's letters (issue 32, item 5): players hold places, 1 at the top, and climb by
# challenging a player a few places above. $name is the ladder's name, $player a public
# name, $place a place (1 at the top), $date a moment written as the letters write dates.

ladder-subject = ladder { $name }

ladder-joined = You are on the ladder { $name }, at place { $place }. Climb by challenging a player up to { $reach ->
    [one] one place
   *[other] { $reach } places
} above you: Challenge NAME in { $name } (or the place's number for NAME).
ladder-already-on = You are on the ladder { $name } already, at place { $place }.
ladder-full = The ladder { $name } has { $max } players, as many as it takes.
ladder-you-left = You left the ladder { $name }. The players below you moved up one place.
ladder-you-left-cancelled = You left the ladder { $name }; your challenge with { $player } is cancelled. The players below you moved up one place.
ladder-not-on = You hold no place on the ladder { $name }.
# $why: one of the ladder-refusal messages.
ladder-challenge-refused = No challenge was made on { $name }: { $why }.
ladder-refusal-you-are-not-on = you hold no place on it (join the ladder first)
ladder-refusal-no-such-player = nobody called { $player } holds a place on it
ladder-refusal-no-such-player-unquoted = nobody by that name holds a place on it
ladder-refusal-no-such-place = nobody holds place { $place }
ladder-refusal-yourself = you cannot challenge yourself
ladder-refusal-not-above = a ladder is climbed: challenge a player above you
ladder-refusal-too-far = that player is { $places } places above you, and you may challenge up to { $reach }
ladder-refusal-you-are-busy = you have a challenge open already; one at a time
ladder-refusal-defender-busy = { $player } has a challenge open already; try again when it is over
ladder-refusal-too-soon = you drew or lost against that player recently; you may challenge them again from { $date }
ladder-refusal-too-many-today = you made { $max } challenges on it today, as many as a day allows
ladder-refusal-too-many-games = you play { $max } games, as many as you may
ladder-challenge-sent = You challenged { $player } (place { $place }) on the ladder { $name }. They have until { $date } to accept or decline; a challenge declined or left unanswered gives you their place.
ladder-challenged = { $player } (place { $their_place }) challenges you (place { $place }) on the ladder { $name }. Answer by { $date }:
    Accept ladder challenge { $name }: a game begins, { $player } with White; if they win, they take your place and you move down one.
    Decline ladder challenge { $name }: { $player } takes your place at once.
    Left unanswered, the challenge counts as declined.
ladder-accepted = You accepted the challenge of { $player } on the ladder { $name }: game #{ $game } begins, { $player } with White; its first mail follows.
ladder-nothing-to-answer = No ladder challenge waits for your answer.
ladder-which-ladder = You are challenged on several ladders: name the one you answer, e.g. Accept ladder challenge NAME.
ladder-say-which = { $accept ->
    [yes] A challenge by address and your challenge on the ladder { $name } both wait for your answer, so a plain “Accept” could start the wrong game: to accept the ladder's, write “Accept ladder challenge { $name }”; to accept the other, reply to its invitation.
   *[no] Your challenge on the ladder { $name } waits for your answer. A plain “Decline” is not taken as giving your place away: to decline, write “Decline ladder challenge { $name }”.
}
ladder-game-of = A game of the ladder { $name }: { $challenger } challenged { $defender }. If { $challenger } wins, they take { $defender }'s place.
# To the player who made the challenge; $player is the one they challenged, $place
# the reader's place now.
ladder-ended-challenger = { $ending ->
    [won] You won your challenge against { $player } on the ladder { $name }: you take their place, { $place }.
    [declined] { $player } declined your challenge on the ladder { $name }: you take their place, { $place }.
    [unanswered] { $player } did not answer your challenge on the ladder { $name } in time: you take their place, { $place }.
    [drawn] Your challenge against { $player } on the ladder { $name } was drawn: the places stay as they were; you are at place { $place }.
   *[lost] You lost your challenge against { $player } on the ladder { $name }: the places stay as they were; you are at place { $place }.
}
# To the player who was challenged; $player is the challenger.
ladder-ended-defender = { $ending ->
    [won] { $player } won their challenge against you on the ladder { $name } and takes your place; you move down one, to place { $place }.
    [declined] You declined the challenge of { $player } on the ladder { $name }: they take your place; you move down one, to place { $place }.
    [unanswered] You did not answer the challenge of { $player } on the ladder { $name } in time: they take your place; you move down one, to place { $place }.
    [drawn] The challenge of { $player } on the ladder { $name } was drawn: you keep your place, { $place }.
   *[lost] You beat the challenge of { $player } on the ladder { $name }: you keep your place, { $place }.
}
ladder-moved-down = { $player } climbed above you on the ladder { $name }; you move down one, to place { $place }.
ladder-cancelled = Your challenge with { $player } on the ladder { $name } is cancelled: they left the ladder.
ladder-standings-heading = The ladder { $name }: { $players ->
    [one] { $players } player
   *[other] { $players } players
}.
ladder-place = { $place }. { $player }
ladder-place-challenging = { $place }. { $player } (challenges { $defender })
ladder-place-playing = { $place }. { $player } (playing { $defender })
ladder-empty = Nobody holds a place yet.
ladder-rules = Rules: challenge up to { $reach ->
    [one] one place
   *[other] { $reach } places
} above you, one challenge at a time; a challenge is answered within { $days ->
    [one] { $days } day
   *[other] { $days } days
}, else it counts as declined; a win, a refusal or silence takes the place and those between move down one; a draw or a loss changes nothing, and the same player may be challenged again after { $rematch_days ->
    [one] { $rematch_days } day
   *[other] { $rematch_days } days
}.

## The commands, as players write them.

ladder-command-challenge = Challenge { $player } in { $name }
ladder-command-accept = Accept ladder challenge { $name }
ladder-command-decline = Decline ladder challenge { $name }

## The ladder's public page, and its line on the index.

ladder-page-title = Ladder { $name }
ladder-page-places = Places
ladder-page-nobody = Nobody holds a place yet.
ladder-page-col-place = Place
ladder-page-col-player = Player
ladder-page-open = Open challenges
ladder-page-none = None.
ladder-page-col-challenger = Challenger
ladder-page-col-defender = Challenged
ladder-page-col-state = State
ladder-page-playing = playing game #{ $game }
ladder-page-waiting = answer due by { $date }
ladder-page-changes = Recent changes
ladder-page-col-date = Date
ladder-page-col-outcome = Outcome
ladder-page-outcome = { $ending ->
    [won] won, took place { $place }
    [declined] declined, took place { $place }
    [unanswered] unanswered, took place { $place }
    [drawn] drawn, no change
    [lost] lost, no change
   *[cancelled] cancelled
}
ladder-page-rules = Rules
ladder-page-how = To join, mail “Join { $name }”; to challenge, “Challenge NAME in { $name }”.
ladder-page-index-heading = Ladders
ladder-page-players = { $players ->
    [one] { $players } player
   *[other] { $players } players
}

## `Player NAME` and the player's public page: the ladders they hold a place on.
## $busy yes, no: an open challenge follows; $challenge is ladder-player-challenge;
## $side challenging, challenged, playing.
ladder-player-heading = Ladders:
ladder-player-standing = { $busy ->
    [yes] { $name }: place { $place } of { $players }; { $challenge }
   *[no] { $name }: place { $place } of { $players }
}
ladder-player-challenge = { $side ->
    [challenging] challenges { $player }, who answers by { $date }
    [challenged] challenged by { $player }, answers by { $date }
   *[playing] plays { $player } in a challenge game
}
ladder-page-col-ladder = Ladder
ladder-page-col-challenge = Challenge
ladder-page-place-of = { $place } of { $players }
