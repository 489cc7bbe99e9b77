# Eliminatorias a matches de dos partidas: sus correos y su cuadro. Un match empatado
# se decide en un desempate de dos partidas más.

# El nombre de una ronda, sola o tras una coma.
knockout-round = { $round ->
    [final] Final
    [semi] Semifinal
    [quarter] Cuartos de final
   *[number] Ronda { $number }
}
knockout-begins = Empieza la eliminatoria { $name }: { $players } jugadores, { $rounds ->
    [1] una ronda: un match a dos partidas
   *[other] { $rounds } rondas de matches a dos partidas
}. Las dos partidas de cada match se juegan a la vez, una con blancas y otra con negras; si el match termina empatado, se juega un desempate de dos partidas más, y si el empate persiste, pasa el mejor cabeza de serie. Las partidas de tu primer match llegan cada una en su propio correo.
knockout-game = Una partida de tu match de { $name }, { $round }{ $extra ->
    [yes] , desempate
   *[no] {""}
}: dos partidas que empiezan a la vez, una con blancas y otra con negras.
knockout-bye = { $name }: como uno de los primeros cabezas de serie, descansas en la primera ronda y pasas a la siguiente ({ $next }) sin jugar. Tus partidas llegarán en cuanto se decidan todos los matches de la primera ronda.
knockout-tie = { $name }, { $round }: tu match contra { $opponent } está empatado { $score } tras dos partidas. Ahora empieza un desempate de dos partidas más, una con blancas y otra con negras (sus correos llegan a continuación); si el empate persiste, { $higher ->
    [you] pasas tú como mejor cabeza de serie.
   *[opponent] pasa { $opponent } como mejor cabeza de serie.
}
knockout-through = { $name }, { $round }: { $why ->
    [seed] tu match contra { $opponent } sigue empatado { $score } tras el desempate, y pasas como mejor cabeza de serie (eres el cabeza de serie n.º { $seed }; { $opponent }, el n.º { $opponent_seed }).
    [withdrawal] { $opponent } se retiró y pasas a la siguiente ronda.
   *[points] venciste a { $opponent } por { $score }.
} { $last ->
    [yes] ¡Ganaste { $name }!
   *[no] Tu próximo match empezará en cuanto se decidan todos los matches de esta ronda.
}
knockout-out = { $name }, { $round }: { $why ->
    [seed] tu match contra { $opponent } sigue empatado { $score } tras el desempate, y pasa { $opponent } como mejor cabeza de serie ({ $opponent } es el cabeza de serie n.º { $opponent_seed }; tú, el n.º { $seed }).
   *[points] perdiste contra { $opponent } por { $score }; pasa { $opponent }.
} { $last ->
    [yes] Terminas en segundo lugar.
   *[no] Tu participación en { $name } termina aquí.
}
knockout-heading = Cuadro de { $name } (eliminatoria; en juego: { $round }).
knockout-heading-over = Cuadro final de { $name } (eliminatoria): gana { $champion }.
knockout-legend = Entre paréntesis, el número de cabeza de serie ({ $seeds ->
    [stage] según la fase anterior: primero los ganadores de grupo, luego por puesto, puntos y Sonneborn-Berger, evitando en lo posible que dos del mismo grupo se crucen en la primera ronda
   *[rating] 1: el de mayor puntuación al empezar
}). Las dos partidas de cada match se juegan a la vez, una con blancas y otra con negras; si el match termina empatado, se juega un desempate de dos partidas más, y si el empate persiste, pasa el mejor cabeza de serie.
knockout-player = { $label } ({ $seed }{ $withdrawn ->
    [yes] , retirado
   *[no] {""}
})
knockout-match-bye = { $higher }: descansa
knockout-match = { $higher } contra { $lower }: { $state ->
    [playing] { $score } por ahora, partidas en juego
    [tied] empate { $score }, falta el desempate
    [extra] { $score } tras el desempate, pasa { $winner }
    [seed] { $score } tras el desempate, pasa { $winner } como mejor cabeza de serie
    [withdrawal] { $score }, pasa { $winner } por retirada del rival
   *[points] { $score }, pasa { $winner }
}
knockout-you-withdrew = Te retiraste de { $name }. { $games ->
    [0] Ya no juegas más matches en él.
    [one] Tu partida en juego se da por perdida; si tu match aún no estaba decidido, pasa tu rival.
   *[other] Tus { $games } partidas en juego se dan por perdidas; si tu match aún no estaba decidido, pasa tu rival.
}
# The bracket's heading on the public site.
knockout-bracket = Cuadro
