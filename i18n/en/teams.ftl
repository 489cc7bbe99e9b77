# Team matches: board against board, both colours at once on each board.

team-confirmed = You are on board { $board } of the team { $team }. Your games start as soon as both teams of its match are complete: two games at once against the other team's player on your board, one with each colour.
team-not-named = You are not named on the team { $team }: its captain chooses its players and lines them up by mail. Ask the captain.
team-on-rival-team = You play for { $other }, which meets { $team } in a team round robin: a player plays for one side only.
team-game = A game of the team match { $name } ({ $home } against { $away }), board { $board }: two games started together against the same player, one with each colour.
team-decided = The team match { $name } is decided: { $home } { $score } { $away }, and { $drawn ->
    [yes] the match is drawn.
   *[no] { $winner } wins it.
} { $running ->
    [one] The game still running is to be played out: it counts for the board points.
   *[other] The { $running } games still running are to be played out: they count for the board points.
}
team-over = The team match { $name } is over: { $home } { $score } { $away }. { $drawn ->
    [yes] The match is drawn.
   *[no] { $winner } wins the match.
}
team-standings = The team match { $name }: { $home } { $score } { $away } after { $played } of { $games } games. Each board shows the points of the { $home } player, first in the game where they have White (… while a game runs).
team-board = Board { $board }: { $home } – { $away }: { $results }

# The public page of a team match.
team-page-title = Team match { $name }
team-page-teams = { $home } against { $away } on { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}: on each board the two players play two games at once, one with each colour.
team-page-league = Round { $round } of { $rounds } of the team round robin
team-page-score = Score
team-page-standing = { $state ->
    [open] Not started yet: the games begin when both teams are complete.
    [leads] { $team } leads; { $running } games still running.
    [level] The teams are level; { $running } games still running.
    [decided] { $team } has won the match; { $running } games still running count for the board points.
    [won] { $team } won the match.
    [forfeit] { $team } was not complete in time and lost the match by default.
    [void] Neither team was complete in time: both lost the match by default.
   *[drawn] The match was drawn.
}
team-page-col-team = Team
team-page-col-board-points = Board points
team-page-col-match-points = Match points
team-page-not-yet = not decided yet
team-page-boards = Boards
team-page-col-board = Board
team-page-col-game = { $color ->
    [white] Game with White for { $team }
   *[black] Game with Black for { $team }
}
team-page-col-board-score = Board points ({ $home }–{ $away })
team-page-nobody = not taken yet
team-page-not-started = not started
team-page-game = #{ $game }: { $result ->
    [won] won by { $team }
    [drawn] drawn
   *[running] running
}
team-page-rules = Rules
team-page-how = A win is worth 1 board point, a draw ½. The team with more board points wins the match: 2 match points, 1 each for a drawn match. Each team's captain chooses its players; a player takes a board only by mailing “Join TEAM”.
team-page-index-heading = Team matches
team-page-index-line = { $home } against { $away }{ $started ->
    [yes] , { $score }
   *[no] , not started yet
}

# A captain's commands: the line-up and a replacement while a match runs.
team-command-lineup = Line up { $team } board { $board } { $player }
team-command-replace = Replace { $player } with { $substitute } in { $name }
team-lined-up = { $confirmed ->
    [yes] { $player } now plays board { $board } of { $team }.
   *[no] { $player } is named on board { $board } of { $team }. They take the board only with their own mail “Join { $team }”: pawnpost does not write to them, so tell them yourself.
}
team-not-captain = Only the captain of { $name } can line up its players or replace them.
team-no-such-team = There is no team called { $name }.
team-no-such-match = There is no team match called { $name }.
team-bad-board = There is no board { $board }: the boards are numbered from 1 to { $max }.
team-unknown-player = There is no player called { $player }: name a player by their public name or their mail address.
team-board-taken = Board { $board } of { $team } is taken: { $player } holds it.
team-match-runs = The match { $name } of { $team } is being played: its boards change only by “Replace PLAYER with SUBSTITUTE in { $name }”.
team-match-not-running = { $over ->
    [yes] The match { $name } is over: nobody can be replaced any more.
   *[no] The match { $name } has not started: change its boards with “Line up TEAM board N PLAYER”.
}
team-not-in-match = { $player } plays no game of the match { $name } for your team.
team-nothing-left = Every game of { $player } in the match { $name } is over: there is nothing to take over.
team-not-on-team = { $player } has not taken a place on the team { $team }: a substitute first joins the team with their own mail “Join { $team }”.
team-already-playing = { $player } already plays in the match { $name }.
team-no-room = { $player } cannot take over { $games } more games: they play { $active } already, and the limit is { $max }.
team-replaced = In the match { $name }, { $substitute } takes over the games of { $player } for { $team } that are still running: { $games }. Finished games keep their result.
team-you-are-replaced = Your captain has replaced you in the match { $name } of { $team }: { $substitute } plays your games that are still running ({ $games }) from their position. Your finished games keep their result.
team-you-take-over = You take over this game of the team match { $name } for { $team } on board { $board }, in place of { $player }. It goes on from its position and its clock.
team-opponent-replaced = In the team match { $name }, { $substitute } now plays this game for { $team } in place of { $player }. It goes on from its position and its clock.

# A team round robin: teams meet in team matches, one round at a time.
team-league-round = Round { $round } of { $rounds } of the team round robin { $league }: { $team } plays the match { $name }, { $home } against { $away }. { $begun ->
    [yes] Both teams were complete: its games have begun.
   *[no] Its games begin as soon as both teams are complete; a team not complete by { $deadline } loses the match by default.
}
team-forfeited = { $why ->
    [withdrawn] { $both ->
        [yes] Both { $home } and { $away } have withdrawn from the team round robin: both lose the match { $name } by default, with no point for either.
       *[no] { $loser } has withdrawn from the team round robin and loses the match { $name } by default: { $home } { $score } { $away }.
    }
   *[late] { $both ->
        [yes] Neither { $home } nor { $away } was complete when the time for the team match { $name } ran out: both lose it by default, with no point for either.
       *[no] { $loser } was not complete when the time for the team match { $name } ran out and loses it by default: { $home } { $score } { $away }.
    }
}
team-league-rests = { $team } has no match in round { $round } of { $rounds } of the team round robin { $league }: with an odd number of teams, one team rests each round.
team-league-table = { $over ->
    [yes] The team round robin { $league } is over: { $shared ->
        [yes] first place is shared by { $winner }.
       *[no] { $winner } wins it.
    } The final table:
   *[no] { $played ->
        [0] The team round robin { $league }, before any round has finished ({ $rounds } rounds):
       *[other] The team round robin { $league } after { $played } of { $rounds } rounds:
    }
}
team-league-row = { $rank }. { $team }: match points { $mp }, board points { $bp }, matches played { $matches }.

# A team letter's subject, after "[pawnpost] ".
team-subject = { $what ->
    [team] team { $name }
    [match] team match { $name }
   *[league] team round robin { $name }
}

# The public page of a team round robin.
team-league-page-title = Team round robin { $name }
team-league-page-intro = { $teams } teams meet in team matches on { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}, one round at a time: { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}. A round's matches begin when the round before has ended.
team-league-page-standing = { $over ->
    [yes] Over: { $shared ->
        [yes] first place shared by { $winner }.
       *[no] { $winner } won it.
    }
   *[no] Round { $round } of { $rounds } is being played.
}
team-league-page-table = Table
team-league-page-col-place = Place
team-league-page-col-matches = Matches played
team-league-page-rounds = Rounds
team-league-page-round = Round { $round }
team-league-page-not-yet = Not begun yet.
team-league-page-rests = { $team } rests this round.
team-league-page-how = The table ranks the teams by match points, then board points, then the match between two teams level on both; teams still level share a place (listed in their seeding order). A match counts once all its games have ended.
team-league-page-index-heading = Team round robins
team-league-page-index-line = { $teams } teams, { $over ->
    [yes] { $shared ->
        [yes] first place shared by { $winner }
       *[no] won by { $winner }
    }
   *[no] round { $round } of { $rounds }
}
