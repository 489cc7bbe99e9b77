# Encuentros por equipos: tablero contra tablero, los dos colores a la vez en cada tablero.

team-confirmed = Juegas en el tablero { $board } del equipo { $team }. Tus partidas empiezan en cuanto los dos equipos del encuentro estén completos: dos partidas a la vez contra tu rival del mismo tablero, una con blancas y otra con negras.
team-not-named = No figuras en el equipo { $team }: su capitán elige a los jugadores y pide al organizador que los inscriba. Habla con el capitán.
team-game = Una partida del encuentro por equipos { $name } ({ $home } contra { $away }), tablero { $board }: dos partidas empezadas a la vez contra el mismo rival, una con blancas y otra con negras.
team-decided = El encuentro { $name } está decidido: { $home } { $score } { $away }; { $drawn ->
    [yes] el encuentro termina en empate.
   *[no] lo gana { $winner }.
} { $running ->
    [one] La partida que sigue en juego se jugará hasta el final, porque cuenta para los puntos por tablero.
   *[other] Las { $running } partidas que siguen en juego se jugarán hasta el final, porque cuentan para los puntos por tablero.
}
team-over = El encuentro { $name } terminó: { $home } { $score } { $away }. { $drawn ->
    [yes] El encuentro termina en empate.
   *[no] { $winner } gana el encuentro.
}
team-standings = El encuentro { $name }: { $home } { $score } { $away } tras { $played } de { $games } partidas. Cada tablero muestra los puntos del jugador de { $home }, primero la partida en que lleva blancas (…: partida aún en juego).
team-board = Tablero { $board }: { $home } – { $away }: { $results }
