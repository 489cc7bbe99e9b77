# The community in Spanish: public names, ratings, the top list, a player's history,
# open seeks and tournaments. Decisions as in letters.ftl: "tú", neutral Spanish, the
# colours feminine plural ("con blancas", "las blancas"). A rating is "puntuación", a
# rated game "partida puntuable", a casual one "partida amistosa" (the word a seek adds,
# as Desafío does); a seek is a "búsqueda", a round robin "todos contra todos a una
# vuelta / a doble vuelta", the standings "clasificación". Command words are those of
# commands.toml: Nombre, Puntuación, Mejores jugadores, Jugador, Buscar partida,
# Búsquedas, Cancelar búsqueda, Unirse, Clasificación.
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
#
# Plurals: CLDR [one] in Spanish is exactly 1, so 0 takes the plural ("0 días").


## The help text's lines for the community commands. The command words are those of
## community-command-… below.

community-help =
    Comunidad (los demás ven tu nombre, nunca tu dirección):
      Nombre Alice_K (tu nombre público), Puntuación, Mejores jugadores [100], Jugador [NOMBRE]
      Buscar partida [amistosa] [1400-1800] [3 días por jugada | Fischer 10+1] (un desafío abierto a cualquiera), Búsquedas [2], Cancelar búsqueda
      Unirse TORNEO, Clasificación [TORNEO]
      Suizo: Bye de medio punto [TORNEO] (la próxima ronda libre, ½ punto), Cancelar mi bye [TORNEO]
      Escaleras: Unirse ESCALERA, Retar a NOMBRE en ESCALERA, Acepto el reto de la escalera, Rechazo el reto de la escalera, Me retiro de ESCALERA
      Capitanes de equipo: Alinear EQUIPO tablero N JUGADOR, Sustituir a JUGADOR por SUPLENTE en ENCUENTRO
    Los desafíos y las búsquedas son puntuables, salvo que añadas amistosa.


## Subjects of the community's letters, after "[pawnpost] ".

community-subject-name = tu nombre
community-subject-rating = tu puntuación
community-subject-top = mejores jugadores
community-subject-player = jugador { $name }
community-subject-seeks = búsquedas abiertas
community-subject-seek-expired = tu búsqueda caducó
community-subject-tournament = torneo { $name }
community-subject-standings = clasificación de { $name }
community-subject-final-standings = clasificación final de { $name }


## Public names.

community-name-set = Tu nombre público ahora es { $name }. Todos los demás lo ven en lugar de tu dirección.
# $problem: community-name-problem.
community-name-refused = El nombre `{ $name }` no se puede usar: { $problem }.
# In a fixed form, which does not repeat what the mail said.
community-name-refused-unquoted = Ese nombre no se puede usar: { $problem }.
# Why a name cannot be used, after a colon. $min, $max: characters; $character: the
# one not allowed.
community-name-problem = { $why ->
    [too_short] necesita al menos { $min } caracteres
    [too_long] puede tener como máximo { $max } caracteres
    [bad_character] `{ $character }` no está permitido; usa las letras a–z, cifras, _ y -
    [address] una dirección de correo no puede ser un nombre
    [reserved] los nombres como player12 son los que pawnpost da a los jugadores sin nombre
    [official] nombres como admin, postmaster o el propio nombre del servidor harían creer a los demás que escribe el servidor o su equipo
    [confusing] las palabras con que las cartas nombran a quienes juegan una partida, como Usted, Blancas o Negras, harían que las cartas sobre tus partidas contaran algo que no ocurrió
   *[taken] ya lo tiene otro jugador
}


## Ratings.

# A rating before and after a game. $delta: the change with its sign (+18, −7, 0).
community-rating-change = de { $before } a { $after } ({ $delta }{ $provisional ->
    [yes] , provisional
   *[no] {""}
})
community-your-rating = Tu puntuación{ $pool ->
    [chess960] {" "}de Chess960
   *[standard] {""}
} es { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
} tras { $games ->
    [one] { $games } partida puntuable
   *[other] { $games } partidas puntuables
}; desviación de la puntuación: { $deviation }.
community-no-rated-games = Todavía no terminaste ninguna partida puntuable; todos empiezan con 1500.
# $change: community-rating-change.
community-last-change = Tu última partida puntuable, #{ $game }: { $change }.
# $you, $theirs: community-rating-change.
community-game-rated = Partida puntuable{ $pool ->
    [chess960] {" "}(puntuación de Chess960)
   *[standard] {""}
}: tu puntuación { $you }; { $opponent }: { $theirs }.
community-game-not-rated = { $why ->
    [casual] Esta partida era amistosa: las puntuaciones no cambian.
    [cancelled] Una partida anulada no es puntuable.
    [too_short] No puntuable: la partida se decidió antes de que cada jugador hiciera dos jugadas.
    [withdrawal] No puntuable: la partida terminó por una retirada del torneo.
   *[older] No puntuable: la partida empezó antes de que pawnpost llevara puntuaciones.
}
# In a challenge and its invitation.
community-challenge-rated = { $kind ->
    [rated] La partida será puntuable.
   *[casual] La partida será amistosa (no puntuable).
}
# $label: how others see the reader (a public name, or player12).
community-known-as = Los demás te ven como { $label }; envía Nombre y el nombre que elijas para cambiarlo.


## The top list.

community-top-heading = Los jugadores con mejor puntuación{ $pool ->
    [chess960] {" "}de Chess960
   *[standard] {""}
} (al menos { $min_games ->
    [one] { $min_games } partida puntuable
   *[other] { $min_games } partidas puntuables
}; ? indica una puntuación provisional):
# One line of the list: $rank comes right-aligned in three columns.
community-top-entry = { $rank }. { $label }  { $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}  ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}{ $timeouts ->
    [none] {""}
   *[other] , { $timeouts } % perdidas por tiempo
})
community-top-empty = Todavía no hay nadie en la lista: todavía no se ha terminado ninguna partida puntuable.


## A player's history.

community-no-such-player = No hay ningún jugador llamado { $name }.
# In a fixed form, which does not repeat what the mail said.
community-no-such-player-unquoted = No hay ningún jugador con ese nombre.
community-player-by-name-only = Los jugadores se buscan por su nombre público (tal como lo muestran Mejores jugadores y Búsquedas), nunca por su dirección.
community-questions-per-mail = Respondo como máximo a { $questions } preguntas distintas por correo sobre jugadores, puntuaciones, búsquedas y torneos; haz las demás en otro correo.
community-player-heading = Jugador { $label }
community-player-rating = { $games ->
    [0] { $pool ->
        [chess960] Puntuación de Chess960
       *[standard] Puntuación
    }: ninguna todavía (no terminó ninguna partida puntuable).
   *[other] { $pool ->
        [chess960] Puntuación de Chess960
       *[standard] Puntuación
    }: { $rating }{ $provisional ->
        [yes] {" "}(provisional)
       *[no] {""}
    } tras { $games ->
        [one] { $games } partida puntuable
       *[other] { $games } partidas puntuables
    }.
}
community-player-record = Partidas terminadas: { $played } — ganadas { $won }, tablas { $drawn }, perdidas { $lost } (de ellas, por tiempo: { $lost_on_time }).
# A number of days given in tenths, $whole then $tenth (0 to 9), said in days and hours
# (a tenth of a day is 2.4 hours, rounded): no decimal comma or point, which differ
# between Spain and Mexico or Central America.
community-tenths = { $whole ->
    [0] { $tenth ->
        [0] menos de 2 horas
        [1] unas 2 horas
        [2] unas 5 horas
        [3] unas 7 horas
        [4] unas 10 horas
        [5] unas 12 horas
        [6] unas 14 horas
        [7] unas 17 horas
        [8] unas 19 horas
       *[9] unas 22 horas
    }
    [one] { $whole } día{ $tenth ->
        [0] {""}
        [1] {" "}y 2 horas
        [2] {" "}y 5 horas
        [3] {" "}y 7 horas
        [4] {" "}y 10 horas
        [5] {" "}y 12 horas
        [6] {" "}y 14 horas
        [7] {" "}y 17 horas
        [8] {" "}y 19 horas
       *[9] {" "}y 22 horas
    }
   *[other] { $whole } días{ $tenth ->
        [0] {""}
        [1] {" "}y 2 horas
        [2] {" "}y 5 horas
        [3] {" "}y 7 horas
        [4] {" "}y 10 horas
        [5] {" "}y 12 horas
        [6] {" "}y 14 horas
        [7] {" "}y 17 horas
        [8] {" "}y 19 horas
       *[9] {" "}y 22 horas
    }
}
# $days: the average in days (community-tenths).
community-player-speed = Tiempo medio por jugada en { $games ->
    [one] la última partida
   *[other] las últimas { $games } partidas
}: { $days }.
community-player-speed-unknown = Todavía no hay jugadas que cronometrar.
community-player-reliability = Últimos { $days } días: { $finished ->
        [0] ninguna partida terminada
       *[other] perdidas por tiempo { $lost_on_time } de { $finished } terminadas ({ $percent } %)
    }{ $timed ->
        [yes] ; tiempo mediano por jugada: { $median }.
       *[no] .
    }
community-results-heading = Últimos resultados:
# One finished game; $pgn: its result as PGN writes it (1-0, 0-1, 1/2-1/2, *). The
# result agrees with "partida".
community-result = #{ $game }  con { $color ->
    [white] blancas
   *[black] negras
} contra { $opponent }: { $result ->
    [won] ganada
    [drawn] tablas
    [lost] perdida
   *[cancelled] anulada
} ({ $pgn }{ $rated ->
    [yes] , puntuable
    [chess960] , puntuable de Chess960
   *[no] {""}
})
community-current-heading = Partidas en curso:
community-current = #{ $game }  con { $color ->
    [white] blancas
   *[black] negras
} contra { $opponent }, jugada { $fullmove }
# Below an empty heading (of results or games: feminine).
community-none-yet = ninguna


## Open seeks.

# After a seek's kind, when it asks for a rating range (empty otherwise).
community-range = , rival con puntuación de { $min } a { $max }
# After a seek's kind or a tournament's format, when it has a time control (empty
# otherwise). $control: the time control in words.
# After a seek's time control: the game is Chess960.
community-chess960 = , Chess960
community-timeouts = , como mucho un { $max } % de derrotas por tiempo
community-control = , { $control }
# $range: community-range; $control: community-control.
community-seek-posted = Tu búsqueda está publicada: una partida { $kind ->
    [rated] puntuable
   *[casual] amistosa
}{ $range }{ $control }. El primer jugador cuya búsqueda sea compatible empieza una partida contigo; tu búsqueda sigue abierta { $days ->
    [one] { $days } día
   *[other] { $days } días
}. Envía Cancelar búsqueda para retirarla.
community-seek-replaced = Sustituye a tu búsqueda anterior: solo se permite una búsqueda abierta por jugador.
community-seek-timeouts-refused = La búsqueda abierta de { $label } encaja con la tuya, pero solo admite a jugadores que hayan perdido por tiempo como mucho el { $max } % de sus partidas de los últimos { $days } días. Tú: { $lost_on_time } de { $finished } perdidas por tiempo ({ $percent } %), así que no ha empezado ninguna partida con { $label }.
# $control: the time control as the seek wrote it; $refusal: why it cannot be used.
community-seek-control-out-of-range = Tu búsqueda no se publicó: { $control }. { $refusal }
community-seek-matched = Tu búsqueda encontró rival: una partida { $kind ->
    [rated] puntuable
   *[casual] amistosa
} contra { $opponent } ({ $rating }); los colores se sortearon.
community-seeks-heading = Búsquedas abiertas (envía Buscar partida para jugar contra la primera que sea compatible):
# One open seek. $range: community-range; $control: community-control.
community-seek-entry = { $label } ({ $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}), { $kind ->
    [rated] puntuable
   *[casual] amistosa
}{ $range }{ $control }, { $days_ago ->
    [0] publicada hoy
    [one] publicada hace { $days_ago } día
   *[other] publicada hace { $days_ago } días
}{ $yours ->
    [yes] {" "}— la tuya
   *[no] {""}
}
community-no-seeks = No hay búsquedas abiertas en este momento. Envía Buscar partida para publicar una.
# Below a page of open seeks that is not the last; $next: the next page's number.
community-seeks-page = Página { $page } de { $pages } ({ $total ->
    [one] { $total } búsqueda abierta
   *[other] { $total } búsquedas abiertas
}). Envía Búsquedas { $next } para ver la página siguiente.
community-seeks-last-page = Página { $page } de { $pages } ({ $total ->
    [one] { $total } búsqueda abierta
   *[other] { $total } búsquedas abiertas
}), la última. Envía Búsquedas para ver la primera.
# A page past the last was asked for; the last is shown.
community-no-such-seeks-page = { $pages ->
    [1] No hay página { $asked }: las búsquedas abiertas caben en una sola página.
   *[other] No hay página { $asked }: las búsquedas abiertas ocupan { $pages } páginas. Esta es la última.
}
community-seek-cancelled = Tu búsqueda quedó retirada.
community-no-seek-to-cancel = No tienes ninguna búsqueda abierta.
community-seek-expired = Tu búsqueda no encontró rival en { $days ->
    [one] { $days } día
   *[other] { $days } días
} y caducó. Envía Buscar partida para publicarla de nuevo.
community-too-many-games-to-seek = Ya juegas el máximo de partidas permitido ({ $max }); una búsqueda empezaría una más.


## Tournaments.

community-open-tournaments-heading = Torneos con inscripción abierta:
# $control: community-control.
community-open-tournament = { $name }: { $format ->
    [single] todos contra todos a una vuelta
    [knockout] eliminatoria a matches de dos partidas
    [swiss] sistema suizo, { $rounds } rondas
   *[double] todos contra todos a doble vuelta
}{ $control }, { $taken } de { $size } plazas ocupadas — envía Unirse { $name }
community-joined = Te uniste al torneo { $name } ({ $taken } de { $size } plazas ocupadas). El torneo empieza cuando se ocupe la última plaza; entonces cada una de tus partidas te llegará en su propio correo.
community-already-joined = Ya te uniste al torneo { $name }.
community-no-such-tournament = No hay ningún torneo llamado { $name }.
# In a fixed form, which does not repeat what the mail said.
community-no-such-tournament-unquoted = No hay ningún torneo con ese nombre.
community-not-open = { $name } no admite inscripciones: ya empezó o ya terminó.
community-tournament-begins = Empieza el torneo { $name }: { $players } jugadores y { $games ->
    [one] { $games } partida, que empieza
   *[other] { $games } partidas en total, que empiezan todas
} ahora. Cada una de tus partidas llega en su propio correo.
# In the first letter of a tournament game.
community-tournament-game = Una partida del torneo { $name }, ronda { $round } de { $rounds }.
community-too-busy-to-join = Unirte al torneo te sumaría { $needed ->
    [one] { $needed } partida más
   *[other] { $needed } partidas más
}, pero ya tienes { $active } en curso y el límite es { $max }.
community-too-many-timeouts-to-join = { $name } solo admite a jugadores que hayan perdido por tiempo como mucho el { $max } % de sus partidas de los últimos { $days } días. Tú: { $lost_on_time } de { $finished } perdidas por tiempo ({ $percent } %), así que ahora no puedes unirte. Solo cuentan los últimos { $days } días: las derrotas más antiguas van quedando fuera.
community-which-tournament = ¿Qué torneo? Escribe Clasificación y el nombre del torneo.
community-standings-heading = Clasificación de { $name } ({ $format ->
    [single] todos contra todos a una vuelta
   *[double] todos contra todos a doble vuelta
}; partidas terminadas: { $finished } de { $total }). Desempate: Sonneborn–Berger (SB).
community-final-standings-heading = Clasificación final de { $name } ({ $format ->
    [single] todos contra todos a una vuelta
   *[double] todos contra todos a doble vuelta
}; { $total ->
    [one] terminada la única partida
   *[other] terminadas las { $total } partidas
}). Desempate: Sonneborn–Berger (SB).
# Below a table with withdrawn players: what their mark means.
community-withdrawn-mark = † retirado
# To a player the admin withdrew.
community-withdrawn = El administrador te retiró del torneo { $name }; tus partidas pendientes en él se dan por terminadas.
# The ending note of a game ended by a withdrawal.
community-withdrawal-note = { $loser ->
    [white] El jugador de las blancas fue retirado
   *[black] El jugador de las negras fue retirado
} del torneo { $name }: la partida se da por perdida para { $loser ->
    [white] las blancas
   *[black] las negras
}.


## The crosstable's column headings, and a withdrawn player's row.

community-crosstable-rank = #
community-crosstable-player = Jugador
community-crosstable-points = Puntos
# Sonneborn–Berger.
community-crosstable-tiebreak = SB
community-crosstable-withdrawn = { $label } †

## A Swiss tournament.

community-swiss-begins = Empieza el torneo { $name } por sistema suizo: { $players } jugadores, { $rounds } rondas, una tras otra. La ronda 1 ya está emparejada; cada ronda siguiente se empareja en cuanto terminan todas las partidas de la anterior, y cada una de tus partidas llega en su propio correo.
community-joined-late = Te uniste al torneo { $name }, que ya está en marcha: entrarás en los emparejamientos desde la ronda { $round } de { $rounds }, cuando se empareje. Las rondas que te perdiste cuentan como perdidas sin jugar (0 puntos).
community-swiss-bye = Descansas en la ronda { $round } de { $rounds } del torneo { $name }: un punto sin partida. Tu próxima partida llegará cuando terminen todas las partidas de esta ronda.
community-swiss-standings-heading = Clasificación de { $name } (sistema suizo, ronda { $round } de { $rounds }; una partida en juego aparece como ·).
community-swiss-final-standings-heading = Clasificación final de { $name } (sistema suizo, { $rounds } rondas).
# When the event ended before its last round: the rounds played of those planned.
community-swiss-final-standings-heading-short = Clasificación final de { $name } (sistema suizo, { $round } de { $rounds } rondas jugadas: no se pudo emparejar ninguna ronda más).
community-swiss-legend = Cada ronda muestra el puesto del rival, el color (b blancas, n negras) y el resultado: 1, ½ o 0; + o − para una partida ganada o perdida por incomparecencia (terminó antes de que movieran los dos); · para una partida en curso; descanso para el descanso (un punto sin partida); × para una ronda en la que el jugador no fue emparejado (antes de una inscripción tardía o tras una retirada: 0 puntos). Desempates: Buchholz menos el peor (BH-C1), luego Buchholz (BH), luego Sonneborn-Berger (SB); una ronda sin partida cuenta como jugada contra un rival virtual.
community-swiss-half-bye-legend = bye ½: un bye de medio punto que pidió el jugador (medio punto sin partida).
# The colour in a cell of a Swiss's table: one letter.
community-swiss-colour = { $colour ->
    [white] b
   *[black] n
}
community-swiss-round-column = R{ $round }
community-swiss-buchholz-cut1 = BH-C1
community-swiss-buchholz = BH
community-swiss-bye-cell = descanso
community-swiss-half-bye-cell = bye ½
community-half-bye-booked = Tu bye de medio punto en la ronda { $round } de { $rounds } del torneo { $name } queda registrado: cuando se empareje la ronda, recibirás medio punto sin jugar. { $allowed ->
    [one] Es el único bye de medio punto que cada jugador puede pedir en este torneo.
   *[other] Llevas { $booked } de los { $allowed } byes de medio punto que cada jugador puede pedir en este torneo.
} ¿Cambias de idea? Escribe Cancelar mi bye { $name } antes de que se empareje la ronda.
community-half-bye-refused = { $why ->
    [not_swiss] { $name } no es un torneo por sistema suizo: solo un suizo tiene byes de medio punto.
    [not_playing] No puedes pedir un bye en { $name }: no juegas en él, te retiraste o ya terminó.
    [none_allowed] { $name } no tiene byes de medio punto: todos los jugadores se emparejan en cada ronda.
    [used] Ya has registrado todos tus byes de medio punto en { $name } ({ $allowed }).
    [already_asked] Ya tienes un bye de medio punto registrado en la ronda { $round } de { $name }.
    [last_round] Un bye vale siempre para la próxima ronda aún no emparejada; esa es la ronda { $round }, la última de { $name }, y en la última ronda no hay byes: un jugador podría asegurarse el puesto sin jugar.
    [too_few_left] En la ronda { $round } de { $name } quedarían menos de dos jugadores por emparejar, así que no cabe otro bye en ella.
   *[no_round_left] Todas las rondas de { $name } ya están emparejadas: un bye se pide antes de que se empareje su ronda.
}
community-half-bye-cancelled = Tu bye de medio punto en la ronda { $round } de { $name } queda cancelado: jugarás esa ronda con normalidad.
community-no-half-bye-to-cancel = { $paired ->
    [yes] La ronda { $round } de { $name } ya está emparejada, así que tu bye en ella se mantiene: medio punto sin jugar.
   *[no] No tienes ningún bye que cancelar en { $name }.
}
community-swiss-half-bye = La ronda { $round } de { $rounds } del torneo { $name } está emparejada y tienes el bye de medio punto que pediste: medio punto sin partida. Tu próxima partida llegará cuando terminen todas las partidas de esta ronda.
community-swiss-half-bye-lapsed = La ronda { $round } de { $name } no se pudo emparejar sin ti, así que el bye de medio punto que pediste queda sin efecto: juegas esta ronda y no gastas tu cupo. Tu partida llega en su propio correo.
community-swiss-half-byes-in-round = { $count ->
    [one] No emparejado en esta ronda, a petición propia (bye de medio punto): { $labels }.
   *[other] No emparejados en esta ronda, a petición propia (byes de medio punto): { $labels }.
}
community-you-withdrew = { $when ->
    [open] Te diste de baja de { $name } antes de que empezara; tu plaza vuelve a estar libre.
    [between] Te retiraste de { $name }: ya no se te emparejará y tus resultados se mantienen.
   *[running] Te retiraste de { $name }: ya no se te emparejará, tu partida en curso se dio por perdida y tus resultados se mantienen.
}
community-withdraw-ask-admin = { $name } es un torneo todos contra todos en marcha: una retirada puede anular tus partidas para todos, así que solo el administrador puede retirar a un jugador. Escríbele.
community-cannot-withdraw = No puedes retirarte de { $name }: no juegas en él, ya te retiraste o ya terminó.
community-no-show-withdrawn = Perdiste por incomparecencia las dos últimas rondas del torneo { $name } sin hacer ninguna jugada; como manda la norma con quien no se presenta, quedas retirado: ya no se te emparejará y tus resultados se mantienen.
community-withdrawn-cannot-rejoin = Te retiraste del torneo { $name }, o te retiraron: un jugador retirado ya no se empareja, así que no puedes volver a unirte.


## The community commands as a player writes them (what the letters echo back), from
## commands.toml. An argument follows its command after a space: Nombre Alice_K,
## Mejores jugadores 100, Buscar partida amistosa 1400-1800 3 días por jugada.

community-command-name = Nombre
community-command-rating = Puntuación
community-command-top = Mejores jugadores
community-command-player = Jugador
community-command-seek = Buscar partida
# The word a seek adds for a game that is not rated (it agrees with "partida").
community-command-casual = amistosa
community-command-range = { $min }-{ $max }
community-command-timeouts = derrotas por tiempo { $max }%
community-command-seeks = Búsquedas
community-command-cancel-seek = Cancelar búsqueda
community-command-join = Unirse
community-command-withdraw = Retirarme del torneo
community-command-standings = Clasificación
community-command-half-bye = Bye de medio punto
community-command-cancel-half-bye = Cancelar mi bye


## Why a community command's arguments could not be read, after "No entendí `…`: ".

community-problem-name-missing = Nombre necesita el nombre que quieres, p. ej., Nombre Alice_K
community-problem-tournament-missing = Unirse necesita el nombre del torneo, p. ej., Unirse Primavera
community-problem-withdraw-missing = Retirarme del torneo necesita el nombre del torneo, p. ej., Retirarme del torneo Primavera
community-problem-lineup = Alinear necesita el equipo, el tablero y el jugador, p. ej., Alinear Rooks tablero 2 Alice_K
community-problem-replace = Sustituir necesita el jugador, el suplente y el encuentro, p. ej., Sustituir a Alice_K por Zoe_K en Derby
community-problem-bad-range = `{ $text }` no es un rango de puntuación; escribe la puntuación más baja y la más alta que aceptas, p. ej., Buscar partida 1400-1800
community-problem-bad-timeouts = `{ $text }`: escribe la mayor parte de derrotas por tiempo que aceptas como un porcentaje de 0 a 100, p. ej., Buscar partida derrotas por tiempo 10%
