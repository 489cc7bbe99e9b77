# The public site (pawnpost publish): every sentence its pages and its Atom feed show.
# English.
#
# Keys the code passes as text, to choose words with:
#   $result       white, black, draw, cancelled (a finished game), running
#   $color        white, black (the side a player had)
#   $outcome      won, drawn, lost, cancelled (a game, for the player whose page it is)
#   $kind         rated, casual
#   $provisional  yes, no (a rating still provisional)
#   $state        open, running, finished (a tournament)
#   $format       single, double (a round robin)
# $site is the server's name (server.name); $white, $black, $label, $opponent are
# public names or labels (player12); $event a tournament's name.

## On every page.

publish-nav = Site
publish-nav-home = Home
publish-nav-top = Top players
publish-nav-feed = Finished games (Atom feed)
publish-footer = Correspondence chess by email at { $site }. Players are shown by their public names only.
# A term and its value: "Time control: 3 days per move".
publish-fact = { $term }: { $value }
publish-none = None yet.
# A list that shows only part of what there is.
publish-newest-shown = The newest { $shown } are listed.

## Words of tables and lists.

publish-col-game = Game
publish-col-white = White
publish-col-black = Black
publish-col-event = Event
publish-col-result = Result
publish-col-ended = Ended
publish-col-started = Started
publish-col-player = Player
publish-col-rating = Rating
publish-col-kind = Kind
publish-col-time-control = Time control
publish-col-range = Opponent's rating
publish-col-since = Posted
publish-col-rank = Rank
publish-col-rated-games = Rated games
publish-col-points = Points
publish-col-sb = Sonneborn–Berger
publish-col-round = Round
publish-col-move = Move
publish-col-opponent = Opponent
publish-col-color = Colour
publish-col-before = Before
publish-col-after = After
publish-col-change = Change
publish-col-state = State
publish-col-seats = Seats
publish-col-seat = No.
publish-result = { $result ->
    [white] 1-0
    [black] 0-1
    [draw] ½-½
    [cancelled] cancelled
   *[running] in progress
}
publish-outcome = { $outcome ->
    [won] won
    [drawn] drawn
    [lost] lost
   *[cancelled] cancelled
}
publish-color = { $color ->
    [white] White
   *[black] Black
}
publish-kind = { $kind ->
    [rated] rated
   *[casual] casual
}
publish-rating = { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
}
publish-any-rating = any
publish-server-control = the server's
publish-single-game = single game
publish-event-round = { $event }, round { $round }
publish-state = { $state ->
    [open] open for players
    [running] running
   *[finished] finished
}

## The index: the Challenge Central.

publish-index-title = { $site }: correspondence chess
publish-running-heading = Games in progress
publish-running-count = { $count ->
    [0] No game is in progress.
    [one] One game is in progress.
   *[other] { $count } games are in progress.
}
publish-running-delay = The moves of a game in progress are shown with a delay, so that no one can follow it live and advise a player.
publish-results-heading = Recent results
publish-seeks-heading = Open seeks
publish-seeks-count = { $count ->
    [0] No seek is open.
    [one] One player is looking for an opponent.
   *[other] { $count } players are looking for an opponent.
}
publish-seeks-how = To take one up, post a seek of the same kind by mail: the server pairs it with the first that fits.
publish-tournaments-heading = Tournaments

## A game's page.

publish-game-title = Game { $game }: { $white } – { $black }
publish-game-facts = About the game
publish-game-event = Event
publish-game-started = Started
publish-game-ended = Ended
publish-game-result = Result
publish-game-ended-by = { $result ->
    [white] White won by { $by }.
    [black] Black won by { $by }.
    [draw] Drawn by { $by }.
   *[cancelled] Cancelled by { $by }.
}
publish-game-running = In progress.
publish-game-time-control = Time control
publish-game-silence = Silence rule
publish-game-silence-days = { $days ->
    [one] { $days } day without a move loses
   *[other] { $days } days without a move lose
}
publish-game-position = Position
publish-game-position-start = The starting position.
publish-game-position-after = The position after { $move }.
publish-game-delay-end = While the game runs its moves are not public; they are shown when it ends.
publish-game-delay-plies = { $plies ->
    [one] While the game runs, its last half-move is not shown.
   *[other] While the game runs, its last { $plies } half-moves are not shown.
}
publish-game-moves = Moves
publish-game-no-moves = No move is shown.
publish-game-pgn = Download the game as PGN
publish-game-ratings = Ratings before the game: White { $white }, Black { $black }.

## A player's page.

publish-player-title = Player { $label }
publish-player-history = Rating history
publish-player-results = Results
publish-player-current = Games in progress
publish-player-tournaments = Tournaments

## The top list.

publish-top-title = Top players
publish-top-intro = The best rated players with at least { $games ->
    [one] { $games } finished rated game
   *[other] { $games } finished rated games
}. A rating stays provisional for the first { $provisional ->
    [one] { $provisional } rated game
   *[other] { $provisional } rated games
}.

## A tournament's page.

publish-tournament-title = Tournament { $event }
publish-tournament-facts = About the tournament
publish-tournament-format = { $format ->
    [single] Single round robin
    [knockout] Knockout of two-game matches seeded by rating, both games of a match at once; a tied match plays one more pair, then the higher seed goes through
    [swiss] Swiss (FIDE Dutch system) of { $rounds } rounds, each paired when the last game of the round before has ended
   *[double] Double round robin: every pair meets twice, colours reversed
}, { $kind ->
    [rated] rated
   *[casual] casual
}.
publish-tournament-seats = { $taken } of { $size } seats taken.
publish-tournament-start-after = Every game begins after { $moves }.
publish-tournament-start-from = Every game begins from this position (FEN): { $fen }
publish-tournament-crosstable = Crosstable
publish-tournament-crosstable-note = Points, then the Sonneborn–Berger tie-break (the points of the opponents beaten plus half the points of those drawn). { $finished } of { $total ->
    [one] { $total } game
   *[other] { $total } games
} finished.
publish-tournament-withdrawn = † withdrawn
publish-tournament-players = Players
publish-tournament-games = Games

## The Atom feed of finished games.

publish-feed-title = { $site }: finished games
publish-feed-entry = { $white } – { $black }: { publish-result }
