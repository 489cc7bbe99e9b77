# Team matches: board against board, both colours at once on each board.

team-confirmed = You are on board { $board } of the team { $team }. Your games start as soon as both teams of its match are complete: two games at once against the other team's player on your board, one with each colour.
team-not-named = You are not named on the team { $team }: its captain chooses its players and asks the organiser to name them. Ask the captain.
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
