# pawnpost's letters in Spanish: subjects, news, states, refusals, footers, help.
# Decisions: the player is addressed with "tú" (informal, like German "du"; Lichess,
# Chess.com and most Spanish-language chess servers do), in neutral Spanish that reads
# well in Spain and in Latin America: no vosotros forms, no regionalisms, the simple
# past ("jugaste") rather than the perfect. The colours are feminine plural ("las
# blancas juegan"). Piece letters R D T A C; "jugada" is a move, "rival" the opponent,
# "plazo" the forfeit timeout, a forfeit is lost "por silencio" (the site's "Regla del
# silencio"; not "incomparecencia", which is not showing up at a board), tablebases are
# "tablebases". A draw is offered ("ofrecer", "oferta de tablas"); an annulment is
# proposed ("proponer", "propuesta de anulación"); both are refused ("rechazar"). A mail
# is a "correo". Dates read "19 de diciembre de 2026, 06:06 UTC". Command words are
# those of commands.toml. pawnpost speaks of itself in the first person or by its name,
# always lower case.
# See i18n/README.md for the conventions.

## Shared pieces

# A number of days; $days is in the scope of the message that references it.
days-left = { $days ->
    [one] { $days } día
   *[other] { $days } días
}

# El tiempo que queda hasta un plazo, nunca redondeado hacia arriba: $left_unit es
# `days`, `hours` o `under-an-hour`; $left el número de días u horas enteros.
time-left = { $left_unit ->
    [days] { $left ->
        [one] { $left } día
       *[other] { $left } días
    }
    [hours] { $left ->
        [one] { $left } hora
       *[other] { $left } horas
    }
   *[under-an-hour] menos de una hora
}

color = { $color ->
    [white] Blancas
   *[black] Negras
}

# A moment, to the minute, in UTC. $year $month $day $hour $minute are zero-padded
# texts; $month_number $day_number $hour_number are numbers.
date = { $day_number } de { $month_number ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }, { $hour }:{ $minute } UTC

# Un momento como mejor se oye (`Tablero en palabras`): el día y el mes en palabras, sin
# el año (el tiempo que queda va al lado): "18 de diciembre, 17:06 UTC".
date-spoken = { $day_number } de { $month_number ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
}, { $hour }:{ $minute } UTC

# El tipo de una oferta, como sustantivo ($kind: draw, cancel).
offer-kind = { $kind ->
    [draw] tablas
   *[cancel] anulación
}

# Lists, joined two items at a time.
list-or = { $first } o { $second }
list-semicolon = { $first }; { $second }
# A colon after a word, as in "Jugadas:".
colon = :

## Subjects

subject-game = [pawnpost #{ $game }] { CAPITALIZE($topic) } — { $white } vs { $black }
subject-lobby = [pawnpost] { $topic }
subject-folded = { $more ->
    [one] {" "}(y { $more } respuesta más)
   *[other] {" "}(y { $more } respuestas más)
}

topic-your-move = te toca: { $move }, { $said }
topic-waiting = enviada: { $move }, { $said } — esperando a { $to_act ->
    [white] las blancas
   *[black] las negras
}
# La propia petición, enviada sola; el rival ($to_act) tiene que responder.
topic-request-sent = { $kind ->
    [draw] ofreciste tablas
   *[cancel] propusiste anular la partida
} — esperando la respuesta de { $to_act ->
    [white] las blancas
   *[black] las negras
}
topic-not-done = no se hizo — mira por qué
topic-your-mail = tu correo
topic-game-over = partida terminada — { $outcome }
topic-request-to-answer = { $by ->
    [white] las blancas
   *[black] las negras
} { $kind ->
    [draw] ofrecen tablas
   *[cancel] proponen anular la partida
} — responde, por favor
topic-your-answer = tu respuesta, por favor
topic-news-from = novedades de { $by ->
    [white] las blancas
   *[black] las negras
}
topic-reminder = recordatorio — tu jugada antes del { $deadline }
topic-begins = { $you_move ->
    [yes] empieza la partida — te toca
   *[no] empieza la partida — juegan primero las blancas
}
topic-handed-over = { $you_move ->
    [yes] la partida cambia de jugador — te toca
   *[no] la partida cambia de jugador — le toca a tu rival
}

topic-challenge-sent = desafío enviado a { $to }
topic-invitation = { $from } te desafía a una partida de ajedrez
topic-challenge-declined = { $by } rechazó tu desafío
topic-you-declined = desafío rechazado
topic-challenge-expired = tu desafío a { $to } caducó
topic-invitation-expired = un desafío caducó
topic-lobby-not-done = no se hizo — mira por qué
topic-your-games = tus partidas
topic-help = ayuda
topic-language = idioma
topic-board-style = cómo muestran el tablero tus correos
topic-too-many-mails = demasiados correos
topic-no-open-challenge = no hay desafíos abiertos
topic-which-game = ¿qué partida?
topic-nothing-done = no se hizo nada
topic-confirm = confirma tu correo, por favor
topic-blocked = invitaciones bloqueadas
topic-unblocked = vuelves a recibir invitaciones
topic-which-challenge = ¿qué desafío?
topic-no-authority = #{ $game }: no se hizo — responde al último correo de la partida
topic-several-games = { $count ->
    [one] una partida
   *[other] { $count } partidas
}: lo que se hizo
topic-digest = tu resumen: { $count ->
    [one] una partida espera
   *[other] { $count } partidas esperan
} tu jugada
topic-stale = #{ $game }: no se hizo — la partida ya avanzó

## What happened in a game

line-you-played = Jugaste { $move }.
line-you-played-read = Jugaste { $move } (`{ $typed }` leído como { $role ->
    [pawn] peón
    [knight] caballo
    [bishop] alfil
    [rook] torre
    [queen] dama
   *[king] rey
} { $from }–{ $to }).
line-played = { $by ->
    [white] Las blancas
   *[black] Las negras
} jugaron { $move }.
line-you-requested = { $kind ->
    [draw] Ofreciste tablas.
   *[cancel] Propusiste anular la partida.
}
line-requests = { $by ->
    [white] Las blancas
   *[black] Las negras
} { $kind ->
    [draw] ofrecen tablas
   *[cancel] proponen anular la partida
}.
line-you-accepted = Aceptaste la { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
}.
line-your-request-accepted = Tu { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
} fue aceptada.
line-you-denied = Rechazaste la { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
}.
line-your-request-denied = Tu { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
} fue rechazada (rechazos hasta ahora: { $denials }). Te toca jugar.
line-you-declined-by-moving = Al jugar, rechazaste la { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
}.
line-your-request-declined-by-move = Tu rival jugó sin aceptar tu { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
}, así que queda rechazada.
line-your-claim-granted = Se acepta tu reclamación de tablas ({ $claim ->
    [threefold] triple repetición
   *[fifty] regla de los 50 movimientos
}){ $has_after ->
    [yes] {" "}tras { $after }
   *[no] {""}
}.
line-opponent-claim-granted = Tu rival reclamó tablas ({ $claim ->
    [threefold] triple repetición
   *[fifty] regla de los 50 movimientos
}){ $has_after ->
    [yes] {" "}tras { $after }
   *[no] {""}
}; la reclamación es correcta.
line-claim-refused = Se rechaza tu reclamación de tablas: { $has_after ->
    [yes] tras { $after }, la posición habría aparecido { $repetitions } { $repetitions ->
        [one] vez
       *[other] veces
    } (hacen falta 3) y el contador de medias jugadas sin captura ni movimiento de peón estaría en { $halfmoves } (hacen falta 100)
   *[no] la posición ha aparecido { $repetitions } { $repetitions ->
        [one] vez
       *[other] veces
    } (hacen falta 3) y el contador de medias jugadas sin captura ni movimiento de peón está en { $halfmoves } (hacen falta 100)
}; la partida sigue y te sigue tocando jugar.
line-your-tablebase-claim-granted = Se acepta tu reclamación { $claim ->
    [win] de victoria
   *[draw] de tablas
} según las tablebases{ $has_after ->
    [yes] {" "}tras la jugada anunciada { $after } (no jugada)
   *[no] {""}
}: { $value ->
    [win] { $claim ->
        [win] las tablebases te dan la victoria.
       *[draw] las tablebases te dan incluso la victoria, pero reclamaste tablas, así que son tablas.
    }
   *[draw] las tablebases dan tablas.
}
line-opponent-tablebase-claim-granted = Tu rival reclamó { $claim ->
    [win] la victoria
   *[draw] tablas
} según las tablebases{ $has_after ->
    [yes] {" "}tras la jugada anunciada { $after } (no jugada)
   *[no] {""}
}; las tablebases lo confirman.
line-tablebase-claim-refused = Se rechaza tu reclamación { $claim ->
    [win] de victoria
   *[draw] de tablas
} según las tablebases{ $has_after ->
    [yes] {" "}tras la jugada anunciada { $after }
   *[no] {""}
}: { $why }; la partida sigue y te sigue tocando jugar.
line-tablebase-ending = { $claimant ->
    [white] Las blancas reclamaron
   *[black] Las negras reclamaron
} { $claim ->
    [win] la victoria
   *[draw] tablas
} según las tablebases{ $has_after ->
    [yes] {" "}tras la jugada anunciada { $after } (no jugada)
   *[no] {""}
}.
# Por qué se rechaza una reclamación según las tablebases, tras dos puntos.
tablebase-tables-say = { $value ->
    [win] las tablebases te dan la victoria
    [draw] las tablebases solo dan tablas
   *[loss] según las tablebases, pierdes
}
tablebase-not-in-this-event = la competición de esta partida no permite reclamaciones con tablebases
tablebase-not-configured = este servidor no tiene tablebases
tablebase-too-many-pieces = hay { $pieces } piezas en el tablero, y las tablebases solo conocen posiciones de { $max } piezas como mucho
tablebase-castling = aún quedan derechos de enroque, y las tablebases no conocen el enroque
tablebase-no-tables = este servidor no tiene tablebase para { $material }
tablebase-uncertain = la victoria está justo a cincuenta movimientos, y las tablebases no pueden decir si cabe en la regla de los 50 movimientos
tablebase-one-per-mail = cada correo puede someter una sola posición a las tablebases; envía esta reclamación en un correo aparte
tablebase-failed = no se pudieron leer las tablebases para esta posición (el registro del servidor dice por qué)
line-you-resigned = Abandonaste la partida.
line-resigned = { $by ->
    [white] Las blancas
   *[black] Las negras
} abandonaron.
line-game-over = Partida terminada: { $outcome }.
# $why_kind: `conflicts` when $why lists conflicting commands (which may start with a
# command's name, kept as written), else `refusal` (continued in lower case).
line-not-done-move = No se jugó `{ $move }` — { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
# Una jugada rechazada (no se jugó nada del correo y le toca al lector): se dice antes
# que nada; $why: el rechazo y las jugadas legales.
line-move-not-played = No se jugó nada; sigue siendo tu turno. { $why }
line-not-done-command = No se pudo hacer: `{ $command }` — { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
line-not-done = No se pudo hacer: { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
line-pgn-attached = Se adjunta el PGN de la partida.
line-language-now = A partir de ahora, pawnpost te escribe en español.
line-board-style-now = { $style ->
    [words] Tus correos dicen ahora primero la última jugada y a quién le toca, y luego la posición en palabras: las piezas de cada bando en una línea, agrupadas por tipo; sin imagen ni diagrama. Tablero en imagen o Tablero en texto vuelve a mostrar el tablero.
    [text] Tus correos muestran ahora el tablero sin imagen: como tabla en la parte HTML y dibujado con letras en el texto plano. Tablero en imagen vuelve a mostrar la imagen; Tablero en palabras muestra la posición en palabras.
   *[picture] Tus correos muestran ahora el tablero como imagen, con sus piezas enumeradas en la descripción de la imagen. Tablero en palabras muestra en su lugar la posición en palabras (para lectores de pantalla); Tablero en texto, una tabla sin imagen.
}
line-no-command-quoted-only = Tu correo solo contenía texto citado, así que no había nada que hacer.
line-no-command-empty = Tu correo estaba vacío, así que no había nada que hacer.
line-no-command-not-understood = No encontré ningún comando en tu correo.
line-no-command-text-only = No encontré ningún comando en tu correo, así que tu texto no se le envió a tu rival: los comentarios van con una jugada o con una propuesta.
line-not-understood = No entendí `{ $text }`: { $reason }
line-not-understood-lines = { $n ->
    [one] No se entendió una línea de tu correo.
   *[other] No se entendieron { $n } líneas de tu correo.
}
line-shortened = Esta respuesta se acortó; responde a este correo para recibirla completa.
line-comment-shortened = Tu comentario tenía { $had } caracteres; tu rival lee los primeros { $max }.
line-comment-cut = Este comentario se acortó a sus primeros { $max } caracteres.
line-letter-cut = Este correo era demasiado largo y se cortó aquí; envía Partidas o Ayuda para pedir una parte.
line-last-letter-today = { $budget ->
    [one] pawnpost envía un correo al día
   *[other] pawnpost envía { $budget } correos al día
} a una dirección que aún no ha respondido a través de uno de sus correos, y este es el último de hoy: los correos que escribas antes de responder a este no tendrán respuesta hasta mañana. Responde a este correo (conservando su dirección) para demostrar que lees el correo aquí; desde entonces, cada correo tendrá respuesta.
line-forfeited = { $loser ->
    [white] Las blancas
   *[black] Las negras
} no respondieron dentro del plazo y pierden la partida por silencio.
line-reverse-forfeited = { $loser ->
    [white] Las blancas
   *[black] Las negras
} ya tenían dos propuestas rechazadas y dejaron una tercera sin respuesta hasta el final del plazo: pierden la partida.
line-adjudicated = El administrador adjudicó la partida: { $reason }
line-reminder = Un recordatorio: te toca jugar y el plazo vence pronto.
line-game-begins = Se aceptó el desafío; empieza la partida.

## How a game stands

line-seat = Juegas con { $side ->
    [white] las blancas
   *[black] las negras
} contra { $opponent }.
line-your-request-pending = Tu { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
} está pendiente.
line-answer-request = { $by ->
    [white] Las blancas
   *[black] Las negras
} { $kind ->
    [draw] ofrecen tablas: responde Aceptar tablas o Rechazar tablas.
   *[cancel] proponen anular la partida: responde Aceptar anulación o Rechazar anulación.
}
line-to-act = Plazo: hasta el { $deadline } ({ $left_unit ->
    [under-an-hour] queda
   *[other] { $left ->
        [one] queda
       *[other] quedan
    }
} { time-left }); { $who ->
    [you] si no respondes a tiempo, pierdes la partida por silencio.
   *[other] si no responden a tiempo, pierden la partida por silencio.
}
# El plazo para el oído (`Tablero en palabras`): el día en palabras; el plazo de derrota
# por silencio lo dicen el desafío y la invitación, no cada carta.
line-to-act-spoken = Plazo: hasta el { $deadline } ({ $left_unit ->
    [under-an-hour] queda
   *[other] { $left ->
        [one] queda
       *[other] quedan
    }
} { time-left }).

## Outside a game

line-challenge-sent = Tu desafío a { $opponent } está en camino (tu color: { $color ->
    [white] blancas
    [black] negras
   *[random] al azar
}, plazo: { days-left }).
line-hear-when-answered = Recibirás un aviso cuando lo acepten o lo rechacen.
# In a player's first letters (an invitation, a game's start): how to get the board in words.
line-board-words-hint = ¿Usas un lector de pantalla? Responde Tablero en palabras y tus cartas darán la posición en listas.
# $color is the challenger's colour: the invitee reads their own.
line-start-after = La partida empieza tras { $moves }.
line-start-from = La partida empieza desde esta posición (FEN): { $fen }
line-event-rules = Reglas de esta competición: { $rules }.
rule-leave-days = { $days ->
    [one] { $days } día de vacaciones al año
   *[other] { $days } días de vacaciones al año
}
rule-no-conditional-moves = sin jugadas condicionales
rule-no-tablebase-claims = sin reclamaciones con tablebases
rule-draw-offers-from = sin ofertas de tablas antes de la jugada { $move }
line-start-chess960 = { $number ->
    [-1] La partida es de Chess960: su posición inicial se sortea cuando empieza.
   *[other] La partida es de Chess960, desde la posición inicial { $number }.
}
rule-publish-delay = { $plies ->
    [0] el sitio público muestra las partidas en directo
   *[other] el sitio público muestra una partida en curso con { $plies ->
        [one] { $plies } media jugada de retraso
       *[other] { $plies } medias jugadas de retraso
    }
}
rule-publish-at-end = el sitio público muestra las jugadas de una partida solo cuando ha terminado
rule-on-time-ask = cuando se acaba un reloj, decide el rival: reclamar la victoria o dar tiempo
rule-on-time-forfeit = a quien se le acaba el reloj pierde en el acto
rule-max-timeouts = solo para jugadores que hayan perdido por tiempo como mucho el { $max } % de sus partidas de los últimos { $days } días
line-invitation = { $challenger } te desafía a una partida de ajedrez por correspondencia ({ $color ->
    [white] jugarías con negras
    [black] jugarías con blancas
   *[random] colores al azar
}, plazo: { days-left }).
line-answer-invitation = Responde Aceptar para jugar o Rechazar.
line-challenge-declined-by = { $who } rechazó tu desafío.
line-you-declined-challenge-of = Rechazaste el desafío de { $who }.
line-challenge-expired-unanswered = { $who } no respondió a tiempo a tu desafío, así que caducó. Puedes enviar uno nuevo.
line-invitation-expired = El desafío de { $who } caducó sin respuesta. Si quieres jugar, pídele uno nuevo.
line-nothing-was-done = No se hizo nada: { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
line-your-games = Tus partidas en curso (responde al último correo de una partida para jugar en ella, o escribe una línea por partida como `#12 Cf3` para jugar en varias a la vez):
line-game = #{ $game }  { $white } vs { $black }  jugada { $fullmove }  { $to_act ->
    [you] te toca
    [white] juegan las blancas
    [black] juegan las negras
   *[over] terminada
}  plazo { $deadline } ({ time-left }){ $offer ->
    [their-draw] {"  "}te ofrecen tablas: responde
    [their-cancel] {"  "}te proponen anular: responde
    [your-draw] {"  "}tu oferta de tablas espera respuesta
    [your-cancel] {"  "}tu propuesta de anulación espera respuesta
   *[none] {""}
}
line-no-games = No tienes partidas en curso. Empieza una con: Desafío amigo@example.org
line-games-page = { $next ->
    [0] Página { $page } de { $pages } ({ $total } partidas), la última. Envía Partidas para ver la primera.
   *[other] Página { $page } de { $pages } ({ $total } partidas). Envía Partidas { $next } para ver la siguiente.
}
line-no-such-games-page = No hay página { $asked }: { $pages ->
    [one] tus partidas caben en { $pages } página. Es esta.
   *[other] tus partidas ocupan { $pages } páginas. Esta es la última.
}
line-too-many-mails = Enviaste más de { $limit } correos en una hora. pawnpost no volverá a responderte hasta que termine esa hora; no se hizo nada de lo que pedía tu último correo.
line-not-an-address = `{ $text }` no es una dirección de correo; escribe Desafío amigo@example.org
line-not-itself = pawnpost no juega contra sí mismo; desafía a una persona.
line-too-many-open-challenges = Ya tienes { $open ->
    [one] { $open } desafío abierto
   *[other] { $open } desafíos abiertos
} (el límite es { $max }); espera primero las respuestas.
line-too-many-games = Ya tienes { $active ->
    [one] { $active } partida
   *[other] { $active } partidas
} en curso (el límite es { $max }).
line-challenger-busy = { $challenger } ya tiene en curso el máximo de partidas permitido ({ $max }), así que esta partida no puede empezar ahora; el desafío sigue abierto: acéptalo de nuevo más tarde.
line-no-open-challenge = No tienes ningún desafío abierto que responder.
line-which-game = Tu correo contiene comandos de partida, pero no dice a qué partida van. Responde al último correo de la partida (su dirección de respuesta lleva tu clave para esa partida).
line-no-authority = No se hizo nada: { $token ->
    [wrong] la dirección de respuesta de tu correo no lleva tu clave para esta partida
   *[missing] tu correo no llegó por tu dirección de respuesta para esta partida
}. Las jugadas, las propuestas y los abandonos la necesitan, para que nadie pueda jugar por ti.
    Responde al último correo de pawnpost de la partida #{ $game } (su dirección de respuesta lleva tu clave).
line-game-section = Partida #{ $game }: { $white } contra { $black }
line-game-lines-need-proof = No se hizo nada: las líneas dirigidas a una partida por su número (#12 Cf3) solo se leen en una respuesta a uno de mis correos (tu resumen diario, el correo de una partida, cualquier respuesta), porque solo una respuesta así prueba que el correo es tuyo.
line-digest-head = { $to_act ->
    [one] Una partida espera
   *[other] { $to_act } partidas esperan
} tu jugada{ $waiting ->
    [0] .
    [one] ; en otra esperas a tu rival.
   *[other] ; en otras { $waiting } esperas a tus rivales.
}
line-digest-waiting = Partidas en las que esperas a tu rival:
line-digest-more = { $count ->
    [one] Otra partida no aparece
   *[other] Otras { $count } partidas no aparecen
} aquí; envía Partidas para la lista completa.
line-stale = No se hizo nada: tu correo responde a un correo anterior de la partida #{ $game }, y la partida ha avanzado desde entonces. Aquí tienes la partida tal como está; responde a este correo.
line-confirm-please = pawnpost recibió desde esta dirección un correo que pide: { $commands }. Todavía no se hizo nada.
line-confirm-how = Para comprobar que el correo lo enviaste tú, responde a este correo con Confirmar. Si no lo enviaste, ignora este correo: no pasará nada, y pawnpost no volverá a escribirte sobre esto.
line-confirm-tip = Responder a cualquier correo de pawnpost demuestra que la dirección es tuya, así que este paso solo hace falta para los correos que escribes desde cero.
line-nothing-to-confirm = No hay nada que confirmar: responde Confirmar al correo que lo pide.
line-confirmed-before = Ese correo ya estaba confirmado; no se volvió a hacer nada.
line-confirmation-expired = Esa solicitud de confirmación tiene más de { $days ->
    [one] { $days } día
   *[other] { $days } días
} y ya no es válida; vuelve a enviar tus comandos.
line-block-hint = Para no recibir más invitaciones de pawnpost, responde Bloquear.
line-blocked = pawnpost no te enviará más invitaciones. Para volver a recibirlas, envía Desbloquear.
line-unblocked = Volverás a recibir invitaciones. Para rechazarlas, envía Bloquear.
line-recipient-refuses = { $who } no acepta invitaciones de pawnpost.
line-recipient-had-enough = { $who } ya recibió hoy tantas invitaciones como pawnpost envía a una misma dirección; inténtalo de nuevo mañana.
line-which-challenge = Hay varios desafíos esperando tu respuesta. Responde a la invitación del que quieres con Aceptar o Rechazar:
line-open-challenge = { $challenger } ({ $color ->
    [white] jugarías con negras
    [black] jugarías con blancas
   *[random] colores al azar
}, plazo: { days-left })
line-mail-cut = Tu correo tenía más de { $kb } KB, así que pawnpost solo leyó la primera parte; envía los textos largos en correos separados.

## The letter's frame

opponent-writes = Tu rival escribe:
moves-heading = Jugadas
# Under a move list a `Board words` letter shortened to its last ten moves.
moves-earlier = Solo aparecen las últimas diez jugadas; envía Historial para recibirlas todas.
help =
    Con pawnpost juegas al ajedrez por correspondencia, por correo electrónico. Responde al último correo de una partida con:
      una jugada: e4, Cf3, Caballo a f3, exd5, O-O, e8=D, e2e4, 5254, Enroque corto, al paso e5d6
      Ofrecer tablas / Aceptar tablas / Rechazar tablas
      Proponer anulación / Aceptar anulación / Rechazar anulación
      Reclamar tablas (triple repetición o regla de los 50 movimientos; si quieres, con la jugada: Reclamar tablas Cf3)
      Reclamar victoria por tablebase / Reclamar tablas por tablebase (7 piezas como mucho, sin derechos de enroque; si quieres, con una jugada, que se juzga pero no se juega)
      Abandonar
      Dar 2 días (más tiempo en el reloj de tu rival)
      Tablero, Historial, PGN, Partidas, Ayuda, Idioma es|en|de|fr|pt
    En cualquier correo: Vacaciones 7 días, Vacaciones hasta el 31/12/2026, Vacaciones del 24/12/2026 al 02/01/2027, Vacaciones automáticas / Vacaciones automáticas no (vacaciones en vez de perder por tiempo), De vuelta, Calendario no / sí, Tablero en palabras (la posición en palabras, para lectores de pantalla) / Tablero en imagen / Tablero en texto
    Para empezar una partida, escribe un correo nuevo: Desafío amigo@example.org [blancas|negras|azar] [plazo 30 días] [3 días por jugada | Fischer 10+1]
    Responde a un desafío con Aceptar o Rechazar.
    Los comandos en inglés, como Request Draw o Nf3, también se entienden siempre.

footer-commands = Comandos: Tablero, Historial, PGN, Partidas, Ayuda.
footer-lobby = Envía Ayuda para ver los comandos.
footer-over = Esta partida terminó. Envía PGN para recibir la notación o Partidas para ver tus partidas.
footer-answer = { $kind ->
    [draw] Responde Aceptar tablas o Rechazar tablas.
   *[cancel] Responde Aceptar anulación o Rechazar anulación.
}
footer-your-move-example = Responde con tu jugada, por ejemplo { $example }; puedes añadir Ofrecer tablas o enviar Abandonar.
footer-your-move = Responde con tu jugada; puedes añadir Ofrecer tablas o enviar Abandonar.
footer-games = Para jugar en varias partidas a la vez, responde con una línea por partida: #12 Cf3, o #12 14... Cf3 para asegurarte de que la partida sigue en esa jugada.
footer-wait = Espera a tu rival; puedes enviar Abandonar o Proponer anulación en cualquier momento.

## Refusals

rejection-unknown-game = No tienes ninguna partida { $id }. Responde al último correo de la partida que buscas o envía Partidas para ver la lista.
rejection-not-a-player = { $address } no juega en esta partida.
rejection-game-over = La partida ha terminado: { $outcome }.
rejection-not-your-turn = No es tu turno: { $to_move ->
    [white] les toca a las blancas
   *[black] les toca a las negras
} ({ $address }).
rejection-not-at-move = Tu línea era para la jugada { $said_fullmove } de { $said ->
    [white] las blancas ({ $said_fullmove }.)
   *[black] las negras ({ $said_fullmove }...)
}, pero la partida va por la jugada { $fullmove } de { $to_move ->
    [white] las blancas
   *[black] las negras
}; respondiste a un tablero anterior. Abajo está la partida tal como está ahora.
rejection-draw-offer-too-early = Esta competición no permite ofrecer tablas antes de la jugada { $from }: sigue jugando y ofrécelas a partir de la jugada { $from }.
rejection-must-answer-first = Tu rival { $kind ->
    [draw] ofrece tablas; responde Aceptar tablas o Rechazar tablas antes de que siga la partida.
   *[cancel] propone anular la partida; responde Aceptar anulación o Rechazar anulación antes de que siga la partida.
}
rejection-awaiting-answer = Tu { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
} espera la respuesta de tu rival; la partida sigue en cuanto la acepte o la rechace.
rejection-no-pending-offer = No hay ninguna { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
} pendiente de respuesta.
rejection-offer-already-pending = Ya hay una { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
} de { $by ->
    [white] las blancas
   *[black] las negras
} pendiente; primero hay que responderla.
rejection-own-offer = La { $kind ->
    [draw] oferta de tablas
   *[cancel] propuesta de anulación
} pendiente es tuya; solo tu rival puede aceptarla o rechazarla.
rejection-must-move-after-denial = Tu propuesta fue rechazada, así que ahora te toca jugar (o abandonar); puedes enviar una nueva propuesta junto con una jugada.
legal-moves-piece = { $role ->
    [king] Rey
    [queen] { $count ->
        [one] Dama
       *[other] Damas
    }
    [rook] { $count ->
        [one] Torre
       *[other] Torres
    }
    [bishop] { $count ->
        [one] Alfil
       *[other] Alfiles
    }
    [knight] { $count ->
        [one] Caballo
       *[other] Caballos
    }
   *[pawn] { $count ->
        [one] Peón
       *[other] Peones
    }
}: { $moves }
legal-moves-from = { $from } a { $to }
legal-moves-groups = { $first }. { $second }
rejection-move = { $error }{ $has_legal ->
    [yes] {"\u000A"}Tus jugadas legales, por pieza. { $legal }.
   *[no] {""}
}
rejection-conflicts = { $conflicts }.
combination-resign-with-others = Abandonar termina la partida y no puede enviarse junto con otros comandos de partida.
combination-accept-with-others = Aceptar una propuesta termina la partida y no puede enviarse junto con otros comandos de partida.
combination-moves-twice = Un correo solo puede llevar una jugada (o un Reclamar tablas).
combination-requests-twice = Solo puede haber una oferta de tablas o una propuesta de anulación pendiente a la vez.
combination-denies-twice = Solo puede haber una propuesta pendiente, así que solo hay una que rechazar.
rejection-challenge-yourself = No puedes desafiar a tu propia dirección.
rejection-challenge-not-open = Este desafío ya no está abierto: { $state ->
    [accepted] ya fue aceptado.
    [declined] fue rechazado.
   *[expired] caducó.
}
rejection-timeout-out-of-range = El plazo debe estar entre 1 y { $max } días.
rejection-not-a-game-command = Los desafíos se envían a pawnpost en un correo nuevo, no en la respuesta a una partida.

## Moves that are no legal move

move-illegal = `{ $text }` no es una jugada legal: { $reason }.
move-ambiguous = `{ $text }` es ambigua: podría ser { $candidates }. Añade la columna o la fila de la pieza que quieres mover.
move-promotion-missing = `{ $text }` llega a la última fila: indica en qué pieza se convierte el peón, por ejemplo { $example }.
# One move an ambiguous move could be, in notation and in words.
move-candidate = { $san } ({ $role ->
    [pawn] peón
    [knight] caballo
    [bishop] alfil
    [rook] torre
    [queen] dama
   *[king] rey
} { $from }–{ $to })

illegal-no-piece-left = no te queda { $role ->
    [pawn] ningún peón
    [knight] ningún caballo
    [bishop] ningún alfil
    [rook] ninguna torre
    [queen] ninguna dama
   *[king] rey
}
illegal-promotion-not-on-last-rank = un peón solo corona en la última fila
illegal-own-piece-on = ya hay una pieza tuya en { $square }
illegal-no-piece-can-reach = { $role ->
    [pawn] ningún peón tuyo puede llegar
    [knight] ningún caballo tuyo puede llegar
    [bishop] ningún alfil tuyo puede llegar
    [rook] ninguna torre tuya puede llegar
    [queen] ninguna dama tuya puede llegar
   *[king] tu rey no puede llegar
} a { $to }
illegal-does-not-escape-check = tu rey está en jaque, y esta jugada no lo saca del jaque
illegal-leaves-king-in-check = { $pinned ->
    [yes] tu rey quedaría en jaque (la pieza está clavada)
   *[no] tu rey quedaría en jaque
}
illegal-castling-right-lost = ya no puedes enrocar por ese lado (el rey o esa torre ya se movió)
illegal-castling-out-of-check = no puedes enrocar estando en jaque
illegal-castling-blocked = hay piezas entre tu rey y la torre
illegal-castling-through-check = tu rey pasaría por una casilla atacada o terminaría en ella
illegal-castling-not-possible = el enroque no es posible ahora (el rey o la torre ya se movió, hay una casilla ocupada entre ellos, o el rey está en jaque, pasa por una casilla atacada o termina en ella)
illegal-no-piece-on = no hay ninguna pieza en { $square }
illegal-not-your-piece = { $role ->
    [pawn] el peón de { $square } no es tuyo
    [knight] el caballo de { $square } no es tuyo
    [bishop] el alfil de { $square } no es tuyo
    [rook] la torre de { $square } no es tuya
    [queen] la dama de { $square } no es tuya
   *[king] el rey de { $square } no es tuyo
}
illegal-only-pawns-promote = solo un peón puede coronar, y la pieza de { $from } es { $role ->
    [pawn] un peón
    [knight] un caballo
    [bishop] un alfil
    [rook] una torre
    [queen] una dama
   *[king] el rey
}
illegal-no-promotion-there = { $role ->
    [pawn] el peón
    [knight] el caballo
    [bishop] el alfil
    [rook] la torre
    [queen] la dama
   *[king] el rey
} de { $from } no corona en { $to }
illegal-cannot-move-to = { $role ->
    [pawn] el peón
    [knight] el caballo
    [bishop] el alfil
    [rook] la torre
    [queen] la dama
   *[king] el rey
} de { $from } no puede ir a { $to }
illegal-not-en-passant = { $from }{ $to } no es una captura al paso
illegal-nothing-to-capture = { $has_role ->
    [yes] no hay { $role ->
        [pawn] ningún peón rival
        [knight] ningún caballo rival
        [bishop] ningún alfil rival
        [rook] ninguna torre rival
        [queen] ninguna dama rival
       *[king] ningún rey rival
    } que capturar en { $on }
   *[no] no hay nada que capturar en { $on }
}
illegal-wrong-piece = la pieza de { $square } es { $role ->
    [pawn] un peón
    [knight] un caballo
    [bishop] un alfil
    [rook] una torre
    [queen] una dama
   *[king] el rey
}, no { $named ->
    [pawn] un peón
    [knight] un caballo
    [bishop] un alfil
    [rook] una torre
    [queen] una dama
   *[king] el rey
}

syntax-not-a-move = escríbela así: Cf3, exd5, e8=D, O-O, e2e4 o 5254
syntax-no-such-square = no existe la casilla { $square } en el tablero
syntax-unknown-piece = `{ $letter }` no es una letra de pieza
syntax-bad-promotion = un peón corona en la última fila y se convierte en dama, torre, alfil o caballo (p. ej., e8=D)
syntax-iccf-digits = las jugadas numéricas ICCF usan las cifras del 1 al 8, y del 1 al 4 para una coronación (p. ej., 5254)
syntax-en-passant-squares = al paso necesita la casilla del peón y la casilla a la que va, p. ej., al paso e5d6

## What was not understood

reason-unknown-command = `{ $word }` no es un comando que pawnpost conozca — envía Ayuda para ver la lista
reason-bad-move = `{ $text }` no es una jugada: { $problem }
reason-ambiguous-draw = ¿ofreces tablas (Ofrecer tablas), las aceptas (Aceptar tablas) o las rechazas (Rechazar tablas)?
reason-ambiguous-cancel = ¿propones anular la partida (Proponer anulación), aceptas la anulación (Aceptar anulación) o la rechazas (Rechazar anulación)?
reason-castle-side = ¿por qué lado? Escribe Enroque corto (O-O) o Enroque largo (O-O-O)
reason-en-passant-squares = al paso necesita la casilla del peón y la casilla a la que va, p. ej., al paso e5d6
reason-challenge = { $problem }; escribe, p. ej., Desafío ana@example.org blancas plazo 14 días
reason-language = pawnpost no habla `{ $word }`; escribe Idioma es, Idioma en, Idioma de, Idioma fr o Idioma pt
reason-question = `{ $command }?` es una pregunta; escríbelo sin signos de interrogación si es lo que quieres
reason-too-many-commands = demasiados comandos en un solo correo; pawnpost solo lee los { $max } primeros, así que esta línea y el resto del correo no se leyeron
reason-too-many-games = un correo puede dirigirse como mucho a { $max } partidas; esta línea y el resto del correo no se leyeron
reason-extra-text = `{ $word }` no es un comando; escribe cada comando en su propia línea y tu comentario en una línea aparte

start-no-moves = después de `tras` faltan las jugadas de la apertura, por ejemplo `tras 1.e4 c5 2.Cf3 d6`
start-too-long = una apertura puede tener como mucho { $max } medias jugadas
start-illegal = { $move } (jugada { $number }) no es legal en esa apertura
start-bad-fen = ese FEN no es una posición legal (revisa el campo { $field ->
    [board] colocación de las piezas
    [turn] turno
    [castling] enroques
    [en-passant] captura al paso
    [halfmoves] contador de medias jugadas
   *[fullmoves] número de jugada
})
start-both = una apertura (`tras …`) o una posición (`desde …`), no las dos
start-no-such-960 = las posiciones iniciales de Chess960 van del 0 al 959, no { $number }
start-over = esa posición ya está terminada (mate, ahogado o material insuficiente): ninguna partida puede empezar desde ella
challenge-no-address = Desafío necesita la dirección de tu rival
challenge-not-an-address = `{ $text }` no es una dirección de correo: { $why }
challenge-timeout-days = el plazo necesita un número de días

address-error = { $error ->
    [empty] la dirección está vacía; escribe una como "pawnpost@example.org"
    [display-name] escribe solo la dirección (como "pawnpost@example.org"), sin nombre visible ni signos < >
    [quoted-local-part] la parte antes de la @ está entre comillas; pawnpost solo escribe a direcciones simples como "ana@example.org"
    [whitespace] una dirección no contiene espacios ni saltos de línea
    [invisible-character] la dirección contiene un carácter invisible o ilegible (como un byte NUL), así que no es la dirección que se escribió
    [not-local-at-domain] se esperaba una dirección de la forma usuario@dominio, como "pawnpost@example.org"
    [non-ascii-local-part] la parte antes de la @ contiene { $char }; pawnpost solo puede escribir a direcciones cuya parte antes de la @ sea ASCII simple (letras de la a a la z, cifras y . _ - +)
    [bad-local-part] la parte antes de la @ contiene { $char }, que una dirección no puede contener sin comillas
    [local-part-dots] la parte antes de la @ empieza o termina con un punto o tiene dos puntos seguidos, y ninguna dirección que funcione los tiene
    [too-long] la dirección es más larga de lo que permite el correo (64 caracteres antes de la @, 254 en total)
    [ip-literal] pawnpost no escribe a una dirección IP entre corchetes; usa la dirección con un nombre de dominio, como "ana@example.org"
   *[bad-domain] el dominio después de la @ no es un nombre de servidor como "example.org"
}

conflict-two-moves = dos jugadas en un mismo correo: `{ $first }` y `{ $second }` — envía una sola jugada por correo
conflict-resign-with-move = una jugada y Abandonar en un mismo correo: `{ $move }` y Abandonar — envía una cosa u otra
conflict-resign-with = Abandonar y { $command } en un mismo correo — envía una cosa u otra
conflict-contradicting = { $first } y { $second } en un mismo correo — envía solo uno de los dos
conflict-repeated = { $command } dos veces en un mismo correo — envíalo una sola vez

## Results

termination = { $termination ->
    [checkmate] jaque mate
    [resignation] abandono
    [stalemate] ahogado
    [insufficient_material] material insuficiente
    [agreement] acuerdo mutuo
    [threefold_claim] triple repetición (reclamada)
    [fifty_move_claim] la regla de los 50 movimientos (reclamada)
    [tablebase] reclamación con tablebases
    [fivefold_repetition] quíntuple repetición
    [seventyfive_moves] la regla de los 75 movimientos
    [forfeit] silencio (plazo vencido)
    [reverse_forfeit] propuestas reiteradas
    [adjudication] adjudicación
   *[cancelled] acuerdo mutuo
}
outcome = { $result ->
    [white] las blancas ganaron por { $by }, 1-0
    [black] las negras ganaron por { $by }, 0-1
    [draw] tablas por { $by }, 1/2-1/2
   *[cancelled] partida anulada por { $by } (*)
}

## Commands as a player writes them

command-request-draw = Ofrecer tablas
command-accept-draw = Aceptar tablas
command-deny-draw = Rechazar tablas
command-request-cancel = Proponer anulación
command-accept-cancel = Aceptar anulación
command-deny-cancel = Rechazar anulación
command-claim-draw = Reclamar tablas
command-claim-draw-with = Reclamar tablas { $move }
command-claim-tablebase = { $claim ->
    [win] Reclamar victoria por tablebase
   *[draw] Reclamar tablas por tablebase
}
command-claim-tablebase-with = { $claim ->
    [win] Reclamar victoria por tablebase
   *[draw] Reclamar tablas por tablebase
} { $move }
command-resign = Abandonar
# $timeout, $control and $start come with their leading space, or empty.
command-challenge = Desafío { $opponent }{ $color ->
    [white] {" "}blancas
    [black] {" "}negras
   *[random] {""}
}{ $timeout }{ $control }{ $start }{ $casual ->
    [yes] {" "}amistosa
   *[no] {""}
}
command-challenge-after = tras { $moves }
command-challenge-from = desde { $fen }
command-challenge-timeout = plazo { $days ->
    [one] { $days } día
   *[other] { $days } días
}
command-accept = Aceptar
command-decline = Rechazar
command-board = Tablero
command-history = Historial
command-pgn = PGN
command-games = { $page ->
    [0] Partidas
   *[other] Partidas { $page }
}
command-help = Ayuda
command-language = Idioma { $code }
command-board-style = { $style ->
    [words] Tablero en palabras
    [text] Tablero en texto
   *[picture] Tablero en imagen
}
command-confirm = Confirmar
command-block = Bloquear
command-unblock = Desbloquear

## Notas privadas

topic-your-notes = tus notas
line-note-kept = Nota guardada; solo tú la ves ({ $count ->
    [one] { $count } nota
   *[other] { $count } notas
} en esta partida).
line-notes-cleared = { $count ->
    [0] No tenías notas en esta partida.
    [one] Se borró tu nota de esta partida.
   *[other] Se borraron tus { $count } notas de esta partida.
}
line-no-notes = No tienes notas en esta partida. Escribe Nota y tu texto para guardar una; solo tú las ves.
line-too-many-notes = No guardada: ya tienes { $max } notas en esta partida; envía Borrar notas para empezar de nuevo.
notes-heading = { $older ->
    [0] Tus notas (solo tú las ves):
    [one] Tus últimas notas (solo tú las ves; { $older } más antigua: envía Notas):
   *[other] Tus últimas notas (solo tú las ves; { $older } más antiguas: envía Notas):
}
notes-entry = { $move ->
    [0] antes de la primera jugada
   *[other] jugada { $move }
}: { $text }
reason-note-empty = Nota necesita el texto que quieres guardar, por ejemplo Nota el caballo va a d5
reason-note-too-long = una nota puede tener como mucho { $max } caracteres
command-note = Nota { $text }
command-notes = Notas
command-clear-notes = Borrar notas

## Las primeras frases de una carta, desde el lado de quien la lee: a quién le toca (o
## el resultado, una sola vez), la última jugada en palabras, el jaque y con qué pieza.
headline-your-move = Te toca ({ $side ->
    [white] blancas
   *[black] negras
}).
headline-their-move = Le toca a { $opponent } ({ $side ->
    [white] blancas
   *[black] negras
}).
headline-over = Partida terminada: { $result ->
    [you] ganaste por { $by }
    [opponent] { $opponent } ganó por { $by }
    [draw] tablas por { $by }
   *[cancelled] partida anulada por { $by }
}.
headline-you-played = Jugaste { $move }: { $words }.
headline-played = { $opponent } jugó { $move }: { $words }.
headline-side-played = Las { $side ->
    [white] blancas
   *[black] negras
} jugaron { $move } antes de que tomaras el relevo: { $words }.
headline-moved = { board-role } de { $from } a { $to }
headline-taking = capturando { $yours ->
    [yes] tu
   *[no] { $role ->
        [queen] la
        [rook] la
       *[other] el
    }
} { board-role }{ $en_passant ->
    [yes] {" "}en { $square } al paso
   *[no] {""}
}
headline-castled = enroque { $side ->
    [king] corto
   *[queen] largo
}, { $stays ->
    [king] el rey se queda en { $king_to }, torre de { $rook_from } a { $rook_to }
    [rook] rey de { $king_from } a { $king_to }, la torre se queda en { $rook_to }
    [both] el rey se queda en { $king_to } y la torre en { $rook_to }
   *[none] rey de { $king_from } a { $king_to }, torre de { $rook_from } a { $rook_to }
}
# Quien da jaque, como sujeto: "El alfil en b5 te da jaque." ($count: cuántas piezas
# dan jaque).
headline-check = { $you ->
    [yes] { CAPITALIZE($by) } te { $count ->
        [one] da
       *[other] dan
    } jaque.
   *[no] { CAPITALIZE($by) } le { $count ->
        [one] da
       *[other] dan
    } jaque a { $opponent }.
}
headline-checkmate = { $you ->
    [yes] { CAPITALIZE($by) } te { $count ->
        [one] da
       *[other] dan
    } jaque mate.
   *[no] { CAPITALIZE($by) } le { $count ->
        [one] da
       *[other] dan
    } jaque mate a { $opponent }.
}
headline-checker = { $yours ->
    [yes] tu
   *[no] { $role ->
        [queen] la
        [rook] la
       *[other] el
    }
} { board-role } en { $square }
headline-and = { $first } y { $second }
move-short = { $castle ->
    [king] enroque corto
    [queen] enroque largo
   *[no] { board-role } { $capture ->
        [yes] captura en
       *[no] a
    } { $to }
}
