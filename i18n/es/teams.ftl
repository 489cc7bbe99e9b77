# Encuentros por equipos: tablero contra tablero, los dos colores a la vez en cada tablero.

team-confirmed = Juegas en el tablero { $board } del equipo { $team }. Tus partidas empiezan en cuanto los dos equipos del encuentro estén completos: dos partidas a la vez contra tu rival del mismo tablero, una con blancas y otra con negras.
team-not-named = No figuras en el equipo { $team }: su capitán elige a los jugadores y los alinea por correo. Habla con el capitán.
team-on-rival-team = Juegas para { $other }, que se enfrenta a { $team } en un torneo por equipos a todos contra todos: un jugador solo juega para un bando.
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

# La página pública de un encuentro por equipos.
team-page-title = Encuentro por equipos { $name }
team-page-teams = { $home } contra { $away } en { $boards ->
    [one] { $boards } tablero
   *[other] { $boards } tableros
}: en cada tablero los dos jugadores juegan dos partidas a la vez, una con cada color.
team-page-league = Ronda { $round } de { $rounds } del torneo por equipos a todos contra todos
team-page-score = Marcador
team-page-standing = { $state ->
    [open] Aún no ha empezado: las partidas comienzan cuando los dos equipos están completos.
    [leads] { $team } va por delante; { $running } partidas siguen en juego.
    [level] Los equipos van empatados; { $running } partidas siguen en juego.
    [decided] { $team } ha ganado el encuentro; las { $running } partidas aún en juego cuentan para los puntos de tablero.
    [won] { $team } ganó el encuentro.
    [forfeit] { $team } no estaba completo a tiempo y perdió el encuentro por incomparecencia.
    [void] Ningún equipo estaba completo a tiempo: los dos perdieron el encuentro por incomparecencia.
   *[drawn] El encuentro terminó empatado.
}
team-page-col-team = Equipo
team-page-col-board-points = Puntos de tablero
team-page-col-match-points = Puntos de encuentro
team-page-not-yet = aún sin decidir
team-page-boards = Tableros
team-page-col-board = Tablero
team-page-col-game = { $color ->
    [white] Partida con blancas para { $team }
   *[black] Partida con negras para { $team }
}
team-page-col-board-score = Puntos de tablero ({ $home }–{ $away })
team-page-nobody = sin ocupar
team-page-not-started = sin empezar
team-page-game = n.º { $game }: { $result ->
    [won] la gana { $team }
    [drawn] tablas
   *[running] en juego
}
team-page-rules = Reglas
team-page-how = Una victoria vale 1 punto de tablero; unas tablas, ½. El equipo con más puntos de tablero gana el encuentro: 2 puntos de encuentro, 1 cada uno si empatan. El capitán de cada equipo elige a sus jugadores; un jugador ocupa un tablero solo escribiendo «Unirse EQUIPO».
team-page-index-heading = Encuentros por equipos
team-page-index-line = { $home } contra { $away }{ $started ->
    [yes] , { $score }
   *[no] , aún sin empezar
}

# Las órdenes del capitán: la alineación y una sustitución con el encuentro en juego.
team-command-lineup = Alinear { $team } tablero { $board } { $player }
team-command-replace = Sustituir a { $player } por { $substitute } en { $name }
team-lined-up = { $confirmed ->
    [yes] { $player } juega ahora en el tablero { $board } de { $team }.
   *[no] { $player } queda alineado en el tablero { $board } de { $team }. Solo ocupa el tablero con su propio correo «Unirse { $team }»: pawnpost no le escribe, así que avísale tú.
}
team-not-captain = Solo el capitán de { $name } puede alinear a sus jugadores o sustituirlos.
team-no-such-team = No hay ningún equipo llamado { $name }.
team-no-such-match = No hay ningún encuentro por equipos llamado { $name }.
team-bad-board = No hay tablero { $board }: los tableros van del 1 al { $max }.
team-unknown-player = No hay ningún jugador llamado { $player }: indica un jugador por su nombre público o su dirección de correo.
team-board-taken = El tablero { $board } de { $team } está ocupado: lo tiene { $player }.
team-match-runs = El encuentro { $name } de { $team } está en juego: sus tableros solo cambian con «Sustituir a JUGADOR por SUPLENTE en { $name }».
team-match-not-running = { $over ->
    [yes] El encuentro { $name } ha terminado: ya no se puede sustituir a nadie.
   *[no] El encuentro { $name } no ha empezado: cambia sus tableros con «Alinear EQUIPO tablero N JUGADOR».
}
team-not-in-match = { $player } no juega ninguna partida del encuentro { $name } para tu equipo.
team-nothing-left = Todas las partidas de { $player } en el encuentro { $name } han terminado: no queda nada que continuar.
team-not-on-team = { $player } no ha ocupado un puesto en el equipo { $team }: un suplente se une primero al equipo con su propio correo «Unirse { $team }».
team-already-playing = { $player } ya juega en el encuentro { $name }.
team-no-room = { $player } no puede hacerse cargo de { $games } partidas más: ya juega { $active } y el límite es { $max }.
team-replaced = En el encuentro { $name }, { $substitute } continúa las partidas aún en juego de { $player } para { $team }: { $games }. Las partidas terminadas conservan su resultado.
team-you-are-replaced = Tu capitán te ha sustituido en el encuentro { $name } de { $team }: { $substitute } continúa tus partidas aún en juego ({ $games }) desde su posición. Tus partidas terminadas conservan su resultado.
team-you-take-over = Continúas esta partida del encuentro por equipos { $name } para { $team } en el tablero { $board }, en lugar de { $player }. Sigue desde su posición y su reloj.
team-opponent-replaced = En el encuentro por equipos { $name }, { $substitute } juega ahora esta partida para { $team } en lugar de { $player }. Sigue desde su posición y su reloj.

# A team round robin: teams meet in team matches, one round at a time.
team-league-round = Ronda { $round } de { $rounds } del torneo por equipos a todos contra todos { $league }: { $team } juega el encuentro { $name }, { $home } contra { $away }. { $begun ->
    [yes] Los dos equipos estaban completos: sus partidas ya han empezado.
   *[no] Sus partidas empiezan en cuanto los dos equipos estén completos; un equipo que no esté completo para el { $deadline } pierde el encuentro por incomparecencia.
}
team-forfeited = { $why ->
    [withdrawn] { $both ->
        [yes] { $home } y { $away } se han retirado del torneo por equipos a todos contra todos: los dos pierden el encuentro { $name } por incomparecencia, sin ningún punto para ninguno de los dos.
       *[no] { $loser } se ha retirado del torneo por equipos a todos contra todos y pierde el encuentro { $name } por incomparecencia: { $home } { $score } { $away }.
    }
   *[late] { $both ->
        [yes] Ni { $home } ni { $away } estaban completos cuando se acabó el plazo del encuentro { $name }: los dos lo pierden por incomparecencia, sin ningún punto para ninguno de los dos.
       *[no] { $loser } no estaba completo cuando se acabó el plazo del encuentro { $name } y lo pierde por incomparecencia: { $home } { $score } { $away }.
    }
}
team-league-rests = { $team } no tiene encuentro en la ronda { $round } de { $rounds } del torneo por equipos a todos contra todos { $league }: con un número impar de equipos, uno descansa en cada ronda.
team-league-table = { $over ->
    [yes] El torneo por equipos a todos contra todos { $league } terminó: { $shared ->
        [yes] comparten el primer puesto { $winner }.
       *[no] lo gana { $winner }.
    } La clasificación final:
   *[no] { $played ->
        [0] El torneo por equipos a todos contra todos { $league }, antes de que termine la primera ronda ({ $rounds } rondas):
       *[other] El torneo por equipos a todos contra todos { $league } tras { $played } de { $rounds } rondas:
    }
}
team-league-row = { $rank }. { $team }: puntos de encuentro { $mp }, puntos de tablero { $bp }, encuentros jugados { $matches }.

# A team letter's subject, after "[pawnpost] ".
team-subject = { $what ->
    [team] equipo { $name }
    [match] encuentro por equipos { $name }
   *[league] torneo por equipos a todos contra todos { $name }
}

# The public page of a team round robin.
team-league-page-title = Torneo por equipos a todos contra todos { $name }
team-league-page-intro = { $teams } equipos se enfrentan en encuentros por equipos a { $boards ->
    [one] { $boards } tablero
   *[other] { $boards } tableros
}, una ronda tras otra: { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}. Los encuentros de una ronda empiezan cuando ha terminado la anterior.
team-league-page-standing = { $over ->
    [yes] Terminado: { $shared ->
        [yes] comparten el primer puesto { $winner }.
       *[no] lo ganó { $winner }.
    }
   *[no] Se juega la ronda { $round } de { $rounds }.
}
team-league-page-table = Clasificación
team-league-page-col-place = Puesto
team-league-page-col-matches = Encuentros jugados
team-league-page-rounds = Rondas
team-league-page-round = Ronda { $round }
team-league-page-not-yet = Aún no ha empezado.
team-league-page-rests = { $team } descansa en esta ronda.
team-league-page-how = La clasificación ordena los equipos por puntos de encuentro, luego por puntos de tablero, luego por el resultado del encuentro directo entre dos equipos que sigan empatados; los equipos que aún sigan empatados comparten el puesto (listados por su orden inicial). Un encuentro cuenta en cuanto terminan todas sus partidas.
team-league-page-index-heading = Torneos por equipos a todos contra todos
team-league-page-index-line = { $teams } equipos, { $over ->
    [yes] { $shared ->
        [yes] primer puesto compartido por { $winner }
       *[no] ganado por { $winner }
    }
   *[no] ronda { $round } de { $rounds }
}
