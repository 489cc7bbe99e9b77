# Encuentros por equipos: tablero contra tablero, las dos piezas a la vez en cada tablero.

team-confirmed = Juegas en el tablero { $board } del equipo { $team }. Tus partidas empiezan en cuanto los dos equipos de su encuentro estén completos: dos partidas a la vez contra el jugador del otro equipo en tu tablero, una con cada color.
team-not-named = No figuras en el equipo { $team }: su capitán elige a los jugadores y pide al organizador que los inscriba. Habla con el capitán.
team-game = Una partida del encuentro por equipos { $name } ({ $home } contra { $away }), tablero { $board }: dos partidas empezadas a la vez contra el mismo jugador, una con cada color.
team-decided = El encuentro { $name } está decidido: { $home } { $score } { $away }; { $drawn ->
    [yes] el encuentro termina en tablas.
   *[no] lo gana { $winner }.
} Las { $running } partidas aún en juego se juegan hasta el final: cuentan para los puntos por tablero.
team-over = El encuentro { $name } ha terminado: { $home } { $score } { $away }. { $drawn ->
    [yes] El encuentro termina en tablas.
   *[no] { $winner } gana el encuentro.
}
team-standings = El encuentro { $name }: { $home } { $score } { $away } tras { $played } de { $games } partidas. Cada tablero muestra los puntos del jugador de { $home }, primero la partida con blancas (… mientras se juega).
team-board = Tablero { $board }: { $home } – { $away }: { $results }
