# Eliminatorias a matches de dos partidas: sus cartas y su cuadro.

# El nombre de una ronda, sola o tras una coma.
knockout-round = { $round ->
    [final] Final
    [semi] Semifinal
    [quarter] Cuartos de final
   *[number] Ronda { $number }
}
knockout-begins = Empieza la eliminatoria { $name }: { $players } jugadores, { $rounds } rondas de matches a dos partidas. Cada match son dos partidas jugadas a la vez, una con cada color; un match empatado juega un par más, y si sigue empatado pasa el mejor cabeza de serie. Las partidas de tu primer match llegan cada una en su propio correo.
knockout-game = Una partida de tu match de { $name }, { $round }{ $extra ->
    [yes] , el par adicional tras un empate
   *[no] {""}
}: dos partidas empezadas a la vez, una con cada color.
knockout-bye = { $name }: como uno de los primeros cabezas de serie, quedas exento en la primera ronda y pasas a la siguiente ({ $next }) sin jugar. Tus partidas llegarán en cuanto se decidan todos los matches de la primera ronda.
knockout-tie = { $name }, { $round }: tu match contra { $opponent } está empatado { $score } tras dos partidas. Ahora empieza un par más, una partida con cada color (sus correos llegan a continuación); si el match sigue empatado después, { $higher ->
    [you] pasas tú como mejor cabeza de serie.
   *[opponent] pasa { $opponent } como mejor cabeza de serie.
}
knockout-through = { $name }, { $round }: { $why ->
    [seed] tu match contra { $opponent } sigue empatado { $score } tras el par adicional, y pasas como mejor cabeza de serie (cabeza de serie { $seed }, { $opponent } { $opponent_seed }).
    [withdrawal] { $opponent } se ha retirado, y pasas a la siguiente ronda.
   *[points] has ganado a { $opponent } por { $score }.
} { $last ->
    [yes] ¡Ganas { $name }!
   *[no] Tu próximo match empezará en cuanto se decidan todos los matches de esta ronda.
}
knockout-out = { $name }, { $round }: { $why ->
    [seed] tu match contra { $opponent } sigue empatado { $score } tras el par adicional, y pasa { $opponent } como mejor cabeza de serie (cabeza de serie { $opponent_seed }, tú { $seed }).
   *[points] { $opponent } te ha ganado por { $score } y pasa a la siguiente ronda.
} { $last ->
    [yes] Terminas en segundo lugar.
   *[no] Tu participación en { $name } ha terminado.
}
knockout-heading = Cuadro de { $name } (eliminatoria; en juego: { $round }).
knockout-heading-over = Cuadro final de { $name } (eliminatoria): gana { $champion }.
knockout-legend = Entre paréntesis, el cabeza de serie, { $seeds ->
    [stage] según la fase anterior: primero los ganadores de grupo, luego por puesto, puntos y Sonneborn-Berger, evitando en lo posible que dos del mismo grupo se crucen en la primera ronda
   *[rating] 1 el de mayor rating al empezar
}. Cada match son dos partidas jugadas a la vez, una con cada color; un match empatado juega un par más, y si sigue empatado pasa el mejor cabeza de serie.
knockout-player = { $label } ({ $seed }{ $withdrawn ->
    [yes] , retirado
   *[no] {""}
})
knockout-match-bye = { $higher }: exento
knockout-match = { $higher } contra { $lower }: { $state ->
    [playing] { $score } por ahora, partidas en juego
    [tied] empate { $score }, queda un par por jugar
    [extra] { $score } tras el par adicional, pasa { $winner }
    [seed] { $score } tras el par adicional, pasa { $winner } como mejor cabeza de serie
    [withdrawal] { $score }, pasa { $winner } tras una retirada
   *[points] { $score }, pasa { $winner }
}
knockout-you-withdrew = Te has retirado de { $name }. { $games ->
    [0] No juegas ningún match más en él.
    [one] Tu partida en juego ha terminado como derrota tuya; un match que no había decidido pasa a tu rival.
   *[other] Tus { $games } partidas en juego han terminado como derrotas tuyas; un match que no habían decidido pasa a tu rival.
}
# The bracket's heading on the public site.
knockout-bracket = Cuadro
