# El sitio público (pawnpost publish): cada frase de sus páginas y de su canal Atom.
# Español.
#
# Claves que el código pasa como texto, para elegir las palabras:
#   $result       white, black, draw, cancelled (una partida terminada), running
#   $color        white, black (el color de un jugador)
#   $outcome      won, drawn, lost, cancelled (una partida, para el jugador de la página)
#   $kind         rated, casual
#   $provisional  yes, no (una puntuación aún provisional)
#   $state        open, running, finished (un torneo)
#   $format       single, double (un torneo de todos contra todos)
# $site es el nombre del servidor (server.name); $white, $black, $label, $opponent son
# nombres públicos o etiquetas (player12); $event el nombre de un torneo.

## En cada página.

publish-nav = Sitio
publish-nav-home = Inicio
publish-nav-top = Mejores jugadores
publish-nav-feed = Partidas terminadas (canal Atom)
publish-footer = Ajedrez por correspondencia por correo electrónico en { $site }. Los jugadores aparecen solo con su nombre público.
# Un término y su valor: "Ritmo: 3 días por jugada".
publish-fact = { $term }: { $value }
publish-none = Ninguna todavía.
publish-newest-shown = Se listan las { $shown } más recientes.

## Palabras de las tablas y listas.

publish-col-game = Partida
publish-col-white = Blancas
publish-col-black = Negras
publish-col-event = Competición
publish-col-result = Resultado
publish-col-ended = Terminada
publish-col-started = Comenzada
publish-col-player = Jugador
publish-col-rating = Puntuación
publish-col-kind = Tipo
publish-col-time-control = Ritmo
publish-col-range = Puntuación del rival
publish-col-since = Publicada
publish-col-rank = Puesto
publish-col-rated-games = Partidas puntuables
publish-col-points = Puntos
publish-col-sb = Sonneborn-Berger
publish-col-round = Ronda
publish-col-move = Jugada
publish-col-opponent = Rival
publish-col-color = Color
publish-col-before = Antes
publish-col-after = Después
publish-col-change = Cambio
publish-col-state = Estado
publish-col-seats = Plazas
publish-col-seat = N.º
publish-result = { $result ->
    [white] 1-0
    [black] 0-1
    [draw] ½-½
    [cancelled] anulada
   *[running] en curso
}
publish-outcome = { $outcome ->
    [won] ganada
    [drawn] tablas
    [lost] perdida
   *[cancelled] anulada
}
publish-color = { $color ->
    [white] Blancas
   *[black] Negras
}
publish-kind = { $kind ->
    [rated] puntuable
   *[casual] amistosa
}
publish-rating = { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
}
publish-any-rating = cualquiera
publish-server-control = el del servidor
publish-single-game = partida suelta
publish-event-round = { $event }, ronda { $round }
publish-state = { $state ->
    [open] inscripción abierta
    [running] en curso
   *[finished] terminado
}

## El inicio: la central de desafíos.

publish-index-title = { $site }: ajedrez por correspondencia
publish-running-heading = Partidas en curso
publish-running-count = { $count ->
    [0] No hay ninguna partida en curso.
    [one] Hay una partida en curso.
   *[other] Hay { $count } partidas en curso.
}
publish-running-delay = Las jugadas de una partida en curso se muestran con retraso, para que nadie pueda seguirla en directo y aconsejar a un jugador.
publish-results-heading = Resultados recientes
publish-seeks-heading = Búsquedas abiertas
publish-seeks-count = { $count ->
    [0] No hay ninguna búsqueda abierta.
    [one] Un jugador busca rival.
   *[other] { $count } jugadores buscan rival.
}
publish-seeks-how = Para aceptar una, publica por correo una búsqueda del mismo tipo: el servidor la empareja con la primera que encaje.
publish-tournaments-heading = Torneos

## La página de una partida.

publish-game-title = Partida { $game }: { $white } – { $black }
publish-game-facts = Sobre la partida
publish-game-event = Competición
publish-game-started = Comenzada
publish-game-ended = Terminada
publish-game-result = Resultado
publish-game-ended-by = { $result ->
    [white] Las blancas ganaron por { $by }.
    [black] Las negras ganaron por { $by }.
    [draw] Tablas por { $by }.
   *[cancelled] Anulada por { $by }.
}
publish-game-running = En curso.
publish-game-time-control = Ritmo
publish-game-silence = Regla del silencio
publish-game-silence-days = { $days ->
    [one] se pierde tras { $days } día sin jugar
   *[other] se pierde tras { $days } días sin jugar
}
publish-game-position = Posición
publish-game-position-start = La posición inicial.
publish-game-position-after = La posición tras { $move }.
publish-game-delay-end = Mientras la partida sigue, sus jugadas no son públicas; se muestran cuando termina.
publish-game-delay-plies = { $plies ->
    [one] Mientras la partida sigue, no se muestra su última media jugada.
   *[other] Mientras la partida sigue, no se muestran sus últimas { $plies } medias jugadas.
}
publish-game-moves = Jugadas
publish-game-no-moves = No se muestra ninguna jugada.
publish-game-pgn = Descargar la partida en PGN
publish-game-ratings = Puntuaciones antes de la partida: blancas { $white }, negras { $black }.

## La página de un jugador.

publish-player-title = Jugador { $label }
publish-player-history = Historial de la puntuación
publish-player-results = Resultados
publish-player-current = Partidas en curso
publish-player-tournaments = Torneos

## La clasificación.

publish-top-title = Mejores jugadores
publish-top-intro = Los jugadores con mejor puntuación y al menos { $games ->
    [one] { $games } partida puntuable terminada
   *[other] { $games } partidas puntuables terminadas
}. Una puntuación es provisional durante { $provisional ->
    [one] la primera partida puntuable
   *[other] las primeras { $provisional } partidas puntuables
}.

## La página de un torneo.

publish-tournament-title = Torneo { $event }
publish-tournament-facts = Sobre el torneo
publish-tournament-format = { $format ->
    [single] Todos contra todos a una vuelta
    [knockout] Eliminatoria a matches de dos partidas, cabezas de serie por rating, las dos partidas de un match a la vez; un match empatado juega un par más y luego pasa el mejor cabeza de serie
    [swiss] Sistema suizo (sistema holandés de la FIDE) a { $rounds } rondas, cada una emparejada cuando termina la última partida de la anterior
   *[double] Todos contra todos a doble vuelta: cada pareja se enfrenta dos veces, con los colores cambiados
}, { $kind ->
    [rated] puntuable
   *[casual] amistoso
}.
publish-tournament-seats = { $taken } de { $size } plazas ocupadas.
publish-tournament-start-after = Cada partida empieza tras { $moves }.
publish-tournament-start-from = Cada partida empieza desde esta posición (FEN): { $fen }
publish-tournament-crosstable = Tabla cruzada
publish-tournament-crosstable-note = Los puntos y luego el desempate Sonneborn-Berger (los puntos de los rivales vencidos más la mitad de los puntos de aquellos con quienes se hicieron tablas). { $finished } de { $total ->
    [one] { $total } partida terminada
   *[other] { $total } partidas terminadas
}.
publish-tournament-withdrawn = † retirado
publish-tournament-players = Jugadores
publish-tournament-games = Partidas

## El canal Atom de las partidas terminadas.

publish-feed-title = { $site }: partidas terminadas
publish-feed-entry = { $white } – { $black }: { publish-result }
