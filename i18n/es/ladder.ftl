# Los correos de una escalera (issue 32, punto 5): los jugadores ocupan puestos, el 1
# arriba, y suben retando a un jugador unos puestos por encima. $name es el nombre de la
# escalera, $player un nombre público, $place un puesto, $date un momento escrito como
# los correos escriben las fechas.

ladder-subject = escalera { $name }

ladder-joined = Estás en la escalera { $name }, en el puesto { $place }. Para subir, reta a un jugador que esté como mucho { $reach ->
    [one] un puesto
   *[other] { $reach } puestos
} por encima de ti: «Retar a NOMBRE en { $name }» (en lugar de NOMBRE también sirve el número de su puesto).
ladder-already-on = Ya estás en la escalera { $name }, en el puesto { $place }.
ladder-full = La escalera { $name } está completa: ya tiene { $max } jugadores, el máximo que admite.
ladder-you-left = Dejaste la escalera { $name }. Los jugadores por debajo de ti suben un puesto.
ladder-you-left-cancelled = Dejaste la escalera { $name }; el reto pendiente entre tú y { $player } queda anulado. Los jugadores por debajo de ti suben un puesto.
ladder-not-on = No tienes puesto en la escalera { $name }.
ladder-challenge-refused = No se registró ningún reto en la escalera { $name }: { $why }.
ladder-refusal-you-are-not-on = no tienes puesto en ella (únete primero)
ladder-refusal-no-such-player = nadie llamado { $player } tiene puesto en ella
ladder-refusal-no-such-player-unquoted = nadie con ese nombre tiene puesto en ella
ladder-refusal-no-such-place = nadie ocupa el puesto { $place }
ladder-refusal-yourself = no puedes retarte a ti mismo
ladder-refusal-not-above = solo puedes retar a jugadores que estén por encima de ti
ladder-refusal-too-far = ese jugador está { $places } puestos por encima de ti, y el máximo es { $reach }
ladder-refusal-you-are-busy = ya tienes un reto abierto, y solo se permite uno a la vez
ladder-refusal-defender-busy = { $player } ya tiene un reto abierto; inténtalo cuando se resuelva
ladder-refusal-too-soon = hiciste tablas o perdiste contra ese jugador hace poco; podrás retarlo de nuevo a partir del { $date }
ladder-refusal-too-many-today = hoy ya hiciste { $max } retos en ella, el máximo diario
ladder-refusal-too-many-games = ya juegas { $max } partidas, el máximo permitido
ladder-challenge-sent = Retaste a { $player } (puesto { $place }) en la escalera { $name }. Tiene hasta el { $date } para aceptar o rechazar; un reto rechazado o sin respuesta te da su puesto.
ladder-challenged = { $player } (puesto { $their_place }) te reta en la escalera { $name }, donde ocupas el puesto { $place }. Responde antes del { $date }:
    «Acepto el reto de la escalera { $name }»: empieza una partida, { $player } con blancas; si gana, se queda con tu puesto y tú bajas uno.
    «Rechazo el reto de la escalera { $name }»: { $player } se queda con tu puesto enseguida.
    Sin respuesta, el reto cuenta como rechazado.
ladder-accepted = Aceptaste el reto de { $player } en la escalera { $name }: empieza la partida #{ $game }, { $player } con blancas; su primer correo llega aparte.
ladder-nothing-to-answer = Ningún reto de escalera espera tu respuesta.
ladder-which-ladder = Te han retado en varias escaleras: indica a cuál respondes, p. ej. «Acepto el reto de la escalera NOMBRE».
ladder-say-which = { $accept ->
    [yes] Un desafío enviado a tu dirección y un reto en la escalera { $name } esperan los dos tu respuesta; un simple «Acepto» podría empezar la partida equivocada. Para aceptar el de la escalera, escribe «Acepto el reto de la escalera { $name }»; para aceptar el otro, responde a su invitación.
   *[no] Un reto en la escalera { $name } espera tu respuesta. Un simple «Rechazo» no se toma como renuncia a tu puesto: para rechazarlo, escribe «Rechazo el reto de la escalera { $name }».
}
ladder-game-of = Una partida de la escalera { $name }: { $challenger } retó a { $defender }. Si { $challenger } gana, ocupa el puesto de { $defender }.
ladder-ended-challenger = { $ending ->
    [won] Ganaste tu reto contra { $player } en la escalera { $name }: ocupas su puesto, el { $place }.
    [declined] { $player } rechazó tu reto en la escalera { $name }: ocupas su puesto, el { $place }.
    [unanswered] { $player } no respondió a tiempo a tu reto en la escalera { $name }: ocupas su puesto, el { $place }.
    [drawn] Tu reto contra { $player } en la escalera { $name } terminó en tablas: los puestos no cambian; sigues en el puesto { $place }.
   *[lost] Perdiste tu reto contra { $player } en la escalera { $name }: los puestos no cambian; sigues en el puesto { $place }.
}
ladder-ended-defender = { $ending ->
    [won] { $player } ganó su reto contra ti en la escalera { $name } y ocupa tu puesto; bajas uno, al puesto { $place }.
    [declined] Rechazaste el reto de { $player } en la escalera { $name }: { $player } ocupa tu puesto; bajas uno, al puesto { $place }.
    [unanswered] No respondiste a tiempo al reto de { $player } en la escalera { $name }: { $player } ocupa tu puesto; bajas uno, al puesto { $place }.
    [drawn] El reto de { $player } en la escalera { $name } terminó en tablas: conservas tu puesto, el { $place }.
   *[lost] Venciste a { $player } en su reto en la escalera { $name }: conservas tu puesto, el { $place }.
}
ladder-moved-down = { $player } te adelantó en la escalera { $name }; bajas un puesto, al { $place }.
ladder-cancelled = El reto entre tú y { $player } en la escalera { $name } queda anulado: { $player } dejó la escalera.
ladder-standings-heading = La escalera { $name }: { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}.
ladder-place = { $place }. { $player }
ladder-place-challenging = { $place }. { $player } (reta a { $defender })
ladder-place-playing = { $place }. { $player } (juega contra { $defender })
ladder-empty = Todavía nadie ocupa un puesto.
ladder-rules = Reglas: se puede retar a un jugador que esté como mucho { $reach ->
    [one] un puesto
   *[other] { $reach } puestos
} por encima, con un solo reto a la vez; un reto se responde en { $days ->
    [one] { $days } día
   *[other] { $days } días
}; si no, cuenta como rechazado; una victoria, un rechazo o el silencio dan el puesto al que reta, y los jugadores de en medio bajan uno; unas tablas o una derrota no cambian nada, y al mismo jugador no se le puede retar de nuevo hasta pasados { $rematch_days ->
    [one] { $rematch_days } día
   *[other] { $rematch_days } días
}.

## Los comandos, tal como los escriben los jugadores.

ladder-command-challenge = Retar a { $player } en { $name }
ladder-command-accept = Acepto el reto de la escalera { $name }
ladder-command-decline = Rechazo el reto de la escalera { $name }

## La página pública de la escalera y su línea en la portada.

ladder-page-title = Escalera { $name }
ladder-page-places = Puestos
ladder-page-nobody = Todavía nadie ocupa un puesto.
ladder-page-col-place = Puesto
ladder-page-col-player = Jugador
ladder-page-open = Retos abiertos
ladder-page-none = Ninguno.
ladder-page-col-challenger = Quien reta
ladder-page-col-defender = Quien es retado
ladder-page-col-state = Estado
ladder-page-playing = jugando la partida #{ $game }
ladder-page-waiting = respuesta antes del { $date }
ladder-page-changes = Últimos cambios
ladder-page-col-date = Fecha
ladder-page-col-outcome = Resultado
ladder-page-outcome = { $ending ->
    [won] ganado, ocupa el puesto { $place }
    [declined] rechazado, ocupa el puesto { $place }
    [unanswered] sin respuesta, ocupa el puesto { $place }
    [drawn] tablas, sin cambios
    [lost] perdido, sin cambios
   *[cancelled] anulado
}
ladder-page-rules = Reglas
ladder-page-how = Para unirte, escribe «Unirse { $name }»; para retar, «Retar a NOMBRE en { $name }».
ladder-page-index-heading = Escaleras
ladder-page-players = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}

## `Jugador NOMBRE` y la página pública del jugador: las escaleras en que ocupa un
## puesto. $busy yes, no: sigue un reto abierto; $challenge es ladder-player-challenge;
## $side challenging, challenged, playing.
ladder-player-heading = Escaleras:
ladder-player-standing = { $busy ->
    [yes] { $name }: puesto { $place } de { $players }; { $challenge }
   *[no] { $name }: puesto { $place } de { $players }
}
ladder-player-challenge = { $side ->
    [challenging] reta a { $player }, que responde antes del { $date }
    [challenged] retado por { $player }, responde antes del { $date }
   *[playing] juega contra { $player } una partida de reto
}
ladder-page-col-ladder = Escalera
ladder-page-col-challenge = Reto
ladder-page-place-of = { $place } de { $players }
