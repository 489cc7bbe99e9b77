### Everything pawnpost says about time in Spanish: time controls, the clocks of a
### game, leave, time given, outages, the calendar file, and the clock commands as
### players write them. Decisions as in letters.ftl: "tú", neutral Spanish, the colours
### feminine plural ("las blancas están de vacaciones"). A time control is a "ritmo",
### leave "vacaciones" (the command word), the silence rule "el plazo" (letters.ftl's
### word for the forfeit timeout); a clock that runs out loses "por tiempo". Dates
### after "hasta el", "del … al …", "el …" (they read "19 de diciembre de 2026, 06:06
### UTC"). Command words are those of commands.toml: Dar, Vacaciones, De vuelta,
### Calendario sí / no; days in a command are written 31/12/2026.
###
### $who, $by, $loser: `white` or `black`. Dates ($until, $from, $deadline) come
### rendered in this language. $duration, $asked, $white, $black: a span of time
### already worded by clock-duration. $control: a time control already worded by
### clock-control-days-per-move or clock-control-fischer.
###
### Plurals: CLDR [one] in Spanish is exactly 1, so 0 takes the plural ("0 días").

## Spans of time and time controls

# A span in whole days and hours (what is left of a clock, time given, leave).
clock-duration = { $days ->
        [0] { $hours ->
            [0] menos de una hora
            [one] { $hours } hora
           *[other] { $hours } horas
        }
        [one] { $hours ->
            [0] { $days } día
            [one] { $days } día y { $hours } hora
           *[other] { $days } día y { $hours } horas
        }
       *[other] { $hours ->
            [0] { $days } días
            [one] { $days } días y { $hours } hora
           *[other] { $days } días y { $hours } horas
        }
    }

# A time control described (after "Ritmo:", in a seek).
clock-control-days-per-move = { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada
clock-control-fischer = Fischer { $base_days }+{ $increment_days } (una reserva de { $base_days ->
        [one] { $base_days } día
       *[other] { $base_days } días
    } que gana { $increment_days ->
        [one] { $increment_days } día
       *[other] { $increment_days } días
    } por jugada, hasta un máximo de { $base_days ->
        [one] { $base_days } día
       *[other] { $base_days } días
    })

## Lines of a letter

# Both clocks. $white_clock, $black_clock: `running` (that player's time is running),
# `next-move` (a days-per-move clock waiting: the time for the next move) or `bank`
# (a Fischer bank waiting). "tienen" agrees with the colour, never with the span.
clock-clocks = Relojes ({ $control }): { $white_clock ->
        [running] las blancas todavía tienen { $white }
        [next-move] las blancas tendrán { $white } para su próxima jugada
       *[bank] las blancas tienen { $white }
    }, { $black_clock ->
        [running] las negras todavía tienen { $black }
        [next-move] las negras tendrán { $black } para su próxima jugada
       *[bank] las negras tienen { $black }
    }.
clock-on-leave-you = Estás de vacaciones hasta el { $until }: tu reloj y el plazo quedan en suspenso.
clock-on-leave = { $who ->
        [white] Las blancas
       *[black] Las negras
    } están de vacaciones hasta el { $until }: su reloj y el plazo quedan en suspenso.
clock-time-control = Ritmo: { $control }.
clock-you-gave = Le diste a tu rival { $duration } más en su reloj.
clock-gave = { $by ->
        [white] Las blancas
       *[black] Las negras
    } te dieron { $duration } más en tu reloj.
clock-out-of-time = { $loser ->
        [white] Las blancas
       *[black] Las negras
    } agotaron el tiempo de su reloj y pierden por tiempo.
clock-leave-started = Estás de vacaciones hasta el { $until }: los relojes de todas tus partidas están detenidos, y tus rivales ya lo saben.
clock-leave-booked = Tus vacaciones del { $from } al { $until } quedan programadas: los relojes de tus partidas se detendrán entonces, y se avisará a tus rivales.
# $left_days: whole days of leave left; $allowance_days: the days a year brings.
clock-leave-left = Días de vacaciones que te quedan en { $year }: { $left_days } de { $allowance_days }.
clock-leave-not-offered = No se pudo hacer: este servidor de pawnpost no ofrece vacaciones.
clock-leave-overlaps = No se pudo hacer: ya tienes vacaciones del { $from } al { $until }; envía primero De vuelta para terminarlas o cancelarlas.
clock-leave-allowance = No se pudo hacer: pediste { $asked } de vacaciones en { $year }, y { $left_days ->
        [0] ya no te queda ningún día
        [one] solo te queda { $left_days } día
       *[other] solo te quedan { $left_days } días
    }.
clock-leave-past = No se pudo hacer: esas vacaciones terminarían antes de empezar.
clock-leave-too-far = No se pudo hacer: las vacaciones se reservan como mucho con un año de antelación.
clock-leave-ended = Ya estás de vuelta: tus vacaciones terminaron y tus relojes vuelven a correr.
clock-leave-cancelled = Tus vacaciones del { $from } al { $until } quedan canceladas.
clock-not-on-leave = No estás de vacaciones ni tienes vacaciones programadas.
clock-opponent-on-leave = { $who ->
        [white] Las blancas
       *[black] Las negras
    } están de vacaciones hasta el { $until }. Mientras tanto, su reloj y el plazo quedan en suspenso; tu propio reloj corre como siempre.
clock-opponent-back = { $who ->
        [white] Las blancas
       *[black] Las negras
    } volvieron de vacaciones; los relojes vuelven a correr.
clock-auto-leave-on = Las vacaciones automáticas están activadas: si un plazo fuera a terminar una de tus partidas mientras aún te quedan vacaciones este año, pawnpost empieza tus vacaciones en su lugar (los menos días enteros que salvan la partida) y te avisa a ti y a tu rival. Envía Vacaciones automáticas no para desactivarlas.
clock-auto-leave-off = Las vacaciones automáticas están desactivadas: si se te pasa un plazo, pierdes la partida por tiempo, como hasta ahora. Envía Vacaciones automáticas para volver a activarlas.
clock-auto-leave-started-you = Se te pasó el plazo en esta partida, así que pawnpost empezó tus vacaciones en su lugar: { $days ->
        [one] { $days } día
       *[other] { $days } días
    }, hasta el { $until }. No has perdido por tiempo. Hasta entonces, los relojes de todas tus partidas quedan detenidos. Vacaciones que te quedan este año: { $left_days ->
        [one] { $left_days } día.
       *[other] { $left_days } días.
    }
clock-auto-leave-started = { $who ->
        [white] Se cumplió el plazo de las blancas, pero las blancas
       *[black] Se cumplió el plazo de las negras, pero las negras
    } tenían activadas las vacaciones automáticas: pawnpost empezó sus vacaciones en su lugar, { $days ->
        [one] { $days } día
       *[other] { $days } días
    }, hasta el { $until }. Mientras tanto, su reloj y el plazo quedan en suspenso; tu propio reloj corre como siempre.
clock-on-time-asked-you = Se te acabó el tiempo en esta partida. Ahora deciden { $who ->
        [white] las negras
       *[black] las blancas
    }: Reclamar les da la partida por tiempo, Dar N días la deja seguir con ese tiempo en tu reloj. Si no responden en { $days } días, antes del { $until }, pierdes por tiempo. Hasta entonces, tus jugadas esperan.
clock-on-time-asked = Se acabó el tiempo de { $who ->
        [white] las blancas
       *[black] las negras
    }. Responde Reclamar para ganar por tiempo, Dar N días (por ejemplo Dar 3 días) para que la partida siga, o nada: la partida se pierde por incomparecencia en { $days } días, el { $until }.
clock-timeouts = En los últimos { $days } días perdiste { $count } partidas por tiempo. Esto es lo que sigue. Tus partidas en las que te toca jugar, y sus plazos:
clock-timeouts-leave = Si no puedes jugar durante un tiempo, envía Vacaciones 14 días (o los que necesites): los relojes de todas tus partidas se detienen, y tus rivales lo saben. Con Vacaciones automáticas, además, tus vacaciones se usan antes de que un plazo termine una partida.
clock-timeouts-leave-auto-on = Las vacaciones automáticas están activadas: mientras te queden vacaciones este año, se usan antes de que un plazo termine una partida; cuando se agoten, los plazos vuelven a aplicarse. Para detener ya todos tus relojes, envía Vacaciones 14 días (o los que necesites).
clock-timeouts-stop = Si no quieres seguir, abandona las partidas que no puedas jugar: tus rivales te están esperando.
clock-deadline-moved-you = Partida #{ $game }: ahora tienes hasta el { $deadline } para jugar.
clock-deadline-moved = Partida #{ $game }: { $who ->
        [white] las blancas
       *[black] las negras
    } tienen ahora hasta el { $deadline } para actuar.
clock-outage = pawnpost no pudo leer su correo del { $from } al { $until }. Cada reloj que corrió durante ese tiempo lo recuperó:
clock-calendar-on = Los correos en los que te toca jugar vuelven a llevar el plazo como archivo de calendario.
clock-calendar-off = Tus correos ya no llevan archivo de calendario; envía Calendario sí para volver a recibirlo.

## The calendar file's event

clock-calendar-summary = Te toca en la partida #{ $game } — plazo
clock-calendar-description = Te toca jugar en la partida por correspondencia #{ $game }: responde al último correo de pawnpost de esa partida antes de este plazo.
clock-calendar-alarm = Queda un día para tu jugada en la partida #{ $game }

## Subjects (after the tag)

clock-topic-leave = tus vacaciones
clock-topic-back = fin de tus vacaciones
clock-topic-opponent-on-leave = { $who ->
        [white] las blancas
       *[black] las negras
    } están de vacaciones hasta el { $until }
clock-topic-opponent-back = { $who ->
        [white] las blancas
       *[black] las negras
    } volvieron
clock-topic-auto-leave-you = empezaron tus vacaciones y no perdiste por tiempo
clock-topic-auto-leave = { $who ->
        [white] las blancas
       *[black] las negras
    } están de vacaciones hasta el { $until } en vez de perder por tiempo
clock-topic-on-time-asked-you = se te acabó el tiempo: decide tu rival
clock-topic-on-time-asked = se acabó el tiempo de { $who ->
        [white] las blancas
       *[black] las negras
    }: reclama la victoria o da tiempo
clock-topic-timeouts = { $count } partidas perdidas por tiempo: lo que sigue
clock-topic-outage = tus relojes recuperaron tiempo
clock-topic-calendar = calendario

## Clock commands refused

clock-refusal-no-clock-to-give = Esta partida no tiene reloj al que dar tiempo: solo rige el plazo, y cualquier correo de tu rival lo reinicia.
clock-refusal-gift-out-of-range = Puedes dar de 1 a { $max } días cada vez.
clock-refusal-control-out-of-range = Un ritmo puede indicar de 1 a { $max } días (y un incremento Fischer no mayor que sus días iniciales).
clock-refusal-nothing-to-claim = No hay nada que reclamar: Reclamar solo da la victoria por tiempo cuando a tu rival se le acabó el tiempo y pawnpost te lo preguntó.
clock-refusal-time-ran-out = Se te acabó el tiempo: tu rival decide hasta el { $until } si reclama la victoria o te da tiempo. Hasta entonces, la partida espera.

## What is wrong with a clock command (after "No entendí `…`: ")

clock-problem-give-days = Dar necesita un número de días, p. ej., Dar 2 días
clock-problem-leave-span = Vacaciones necesita días o fechas, p. ej., Vacaciones 7 días, Vacaciones hasta el 31/12/2026 o Vacaciones del 24/12/2026 al 02/01/2027
# $text: what the player wrote in the place of a date.
clock-problem-date = `{ $text }` no es una fecha; escríbela como 31/12/2026, 31.12.2026 o 2026-12-31
clock-problem-date-ambiguous = `{ $text }` se puede leer de dos maneras: { $day_first } (primero el día) o { $month_first } (primero el mes); envía la que quieras tal como está escrita aquí
clock-problem-calendar-on-off = escribe Calendario no o Calendario sí
# $text: what the player wrote in the place of base+increment.
clock-problem-fischer = `{ $text }` no es un ritmo Fischer; escribe los días iniciales y los días que se suman por jugada, p. ej., Fischer 10+1

## Clock commands as players write them (keep them in step with the command phrases)

# A calendar day in a command, day first. $year (four digits), $month, $day (two
# digits each).
clock-day = { $day }/{ $month }/{ $year }
# "por jugada" needs the per-move words of commands.toml (see the note there).
clock-command-days-per-move = { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada
clock-command-fischer = Fischer { $base_days }+{ $increment_days }
clock-command-give = Dar { $days ->
        [one] { $days } día
       *[other] { $days } días
    }
clock-command-claim-time = Reclamar
clock-command-leave-days = Vacaciones { $days ->
        [one] { $days } día
       *[other] { $days } días
    }
# $until, $from, $to: days worded by clock-day; the reader knows "hasta el" and
# "del … al".
clock-command-leave-until = Vacaciones hasta el { $until }
clock-command-leave-between = Vacaciones del { $from } al { $to }
clock-command-back = De vuelta
clock-command-leave-auto-on = Vacaciones automáticas
clock-command-leave-auto-off = Vacaciones automáticas no
clock-command-calendar-on = Calendario sí
clock-command-calendar-off = Calendario no

## The daily digest and the letters setting

clock-digest-daily = Cada día en que una partida espere tu jugada recibirás, a las { $time } ({ $zone }), un resumen de tus partidas. El próximo: { $next }.
clock-digest-off = Ya no recibirás el resumen.
clock-letters-digest-on = A partir de ahora, las jugadas de tus partidas llegan solo en tu resumen diario. Los resultados de las partidas terminadas, los recordatorios un día antes de un plazo, las invitaciones y las respuestas a tus propios correos siguen llegando al momento.
clock-letters-digest-off = A partir de ahora vuelves a recibir un correo por cada jugada.
clock-topic-digest = resumen
clock-problem-digest-time = `{ $text }` no es una hora; escríbela como 08:00 o 20:30, por ejemplo Resumen diario a las 08:00
clock-problem-digest-zone = `{ $text }` no es una zona horaria que conozca; escribe su nombre como Continente/Ciudad, por ejemplo Resumen diario a las 08:00 en Europe/Madrid
clock-command-digest-daily = Resumen diario{ $time ->
    [none] {""}
   *[other] {" "}a las { $time }
}{ $zone ->
    [none] {""}
   *[other] {" "}en { $zone }
}
clock-command-digest-off = Resumen no
clock-command-letters-digest = Solo resumen
clock-command-letters-each = Todas las cartas
