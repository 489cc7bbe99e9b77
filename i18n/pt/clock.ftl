### Everything pawnpost says about time in Portuguese: time controls, the clocks of a
### game, leave, time given, outages, the calendar file, and the clock commands as
### players write them. Decisions as in letters.ftl: Brazilian Portuguese with "você",
### the colours feminine plural ("as brancas estão de férias", "o relógio delas"). A
### time control is a "ritmo", leave "férias" (the command word), the silence rule "o
### prazo"; a player whose time runs out loses "por tempo". Dates after "até", "de …
### até …" (they read "19 de dezembro de 2026, 06:06 UTC"). Command words are those of
### commands.toml: Dar, Férias, Voltei, Calendário sim / não; days in a command are
### written 31/12/2026.
###
### $who, $by, $loser: `white` or `black`. Dates ($until, $from, $deadline) come
### rendered in this language. $duration, $asked, $white, $black: a span of time
### already worded by clock-duration. $control: a time control already worded by
### clock-control-days-per-move or clock-control-fischer.
###
### Plurals: CLDR [one] in Portuguese is 0 and 1, so where a count can be 0 it has its
### own [0] variant ("0 dias"), before [one].

## Spans of time and time controls

# A span in whole days and hours (what is left of a clock, time given, leave).
clock-duration = { $days ->
        [0] { $hours ->
            [0] menos de uma hora
            [one] { $hours } hora
           *[other] { $hours } horas
        }
        [one] { $hours ->
            [0] { $days } dia
            [one] { $days } dia e { $hours } hora
           *[other] { $days } dia e { $hours } horas
        }
       *[other] { $hours ->
            [0] { $days } dias
            [one] { $days } dias e { $hours } hora
           *[other] { $days } dias e { $hours } horas
        }
    }

# A time control described (after "Ritmo:", in a seek).
clock-control-days-per-move = { $days ->
        [0] { $days } dias
        [one] { $days } dia
       *[other] { $days } dias
    } por lance
clock-control-fischer = Fischer { $base_days }+{ $increment_days } (uma reserva de { $base_days ->
        [0] { $base_days } dias
        [one] { $base_days } dia
       *[other] { $base_days } dias
    } que ganha { $increment_days ->
        [0] { $increment_days } dias
        [one] { $increment_days } dia
       *[other] { $increment_days } dias
    } a cada lance, até no máximo { $base_days ->
        [0] { $base_days } dias
        [one] { $base_days } dia
       *[other] { $base_days } dias
    })

## Lines of a letter

# Both clocks. $white_clock, $black_clock: `running` (that player's time is running),
# `next-move` (a days-per-move clock waiting: the time for the next move) or `bank`
# (a Fischer bank waiting). "têm" agrees with the colour, never with the span.
clock-clocks = Relógios ({ $control }): { $white_clock ->
        [running] as brancas ainda têm { $white }
        [next-move] as brancas terão { $white } para o próximo lance
       *[bank] as brancas têm { $white }
    }, { $black_clock ->
        [running] as pretas ainda têm { $black }
        [next-move] as pretas terão { $black } para o próximo lance
       *[bank] as pretas têm { $black }
    }.
clock-on-leave-you = Você está de férias até { $until }: o seu relógio e o prazo ficam suspensos.
clock-on-leave = { $who ->
        [white] As brancas
       *[black] As pretas
    } estão de férias até { $until }: o relógio delas e o prazo ficam suspensos.
clock-time-control = Ritmo: { $control }.
clock-you-gave = Você deu { $duration } a mais no relógio do seu adversário.
clock-gave = { $by ->
        [white] As brancas
       *[black] As pretas
    } deram a você { $duration } a mais no seu relógio.
clock-out-of-time = { $loser ->
        [white] As brancas
       *[black] As pretas
    } ficaram sem tempo no relógio e perderam a partida.
clock-leave-started = Você está de férias até { $until }: os relógios de todas as suas partidas estão parados, e os seus adversários foram avisados.
clock-leave-booked = As suas férias de { $from } até { $until } estão marcadas: os relógios das suas partidas vão parar nesse período, e os seus adversários serão avisados.
# $left_days: whole days of leave left; $allowance_days: the days a year brings.
clock-leave-left = Dias de férias que restam em { $year }: { $left_days } de { $allowance_days }.
clock-leave-not-offered = Não realizado: este pawnpost não oferece férias.
clock-leave-overlaps = Não realizado: você já tem férias de { $from } até { $until }; envie primeiro Voltei para encerrá-las ou cancelá-las.
clock-leave-allowance = Não realizado: você pediu { $asked } de férias em { $year }, e { $left_days ->
        [0] não resta nenhum dia
        [one] só resta { $left_days } dia
       *[other] só restam { $left_days } dias
    }.
clock-leave-past = Não realizado: essas férias terminariam antes de começar.
clock-leave-too-far = Não realizado: as férias podem ser marcadas com no máximo um ano de antecedência.
clock-leave-ended = Que bom ter você de volta: as suas férias terminaram, e os seus relógios voltam a correr.
clock-leave-cancelled = As suas férias de { $from } até { $until } foram canceladas.
clock-not-on-leave = Você não está de férias, e não há férias marcadas.
clock-opponent-on-leave = { $who ->
        [white] As brancas
       *[black] As pretas
    } estão de férias até { $until }. Enquanto isso, o relógio delas e o prazo ficam suspensos; o seu próprio relógio corre normalmente.
clock-opponent-back = { $who ->
        [white] As brancas
       *[black] As pretas
    } voltaram das férias; os relógios voltam a correr.
clock-auto-leave-on = As férias automáticas estão ativadas: se um prazo for encerrar uma das suas partidas enquanto você ainda tiver férias neste ano, o pawnpost inicia as suas férias no lugar (o menor número de dias inteiros que salva a partida) e avisa você e o seu adversário. Envie Férias automáticas não para desativá-las.
clock-auto-leave-off = As férias automáticas estão desativadas: se você perder um prazo, perde a partida por tempo, como antes. Envie Férias automáticas para ativá-las de novo.
clock-auto-leave-started-you = O seu prazo nesta partida passou, então o pawnpost iniciou as suas férias no lugar: { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }, até { $until }. Você não perdeu por tempo. Até lá, os relógios de todas as suas partidas ficam parados. Férias que restam neste ano: { $left_days ->
        [one] { $left_days } dia.
       *[other] { $left_days } dias.
    }
clock-auto-leave-started = { $who ->
        [white] O prazo das brancas passou, mas as brancas
       *[black] O prazo das pretas passou, mas as pretas
    } tinham ativado as férias automáticas: o pawnpost iniciou as férias delas no lugar, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }, até { $until }. Enquanto isso, o relógio delas e o prazo ficam suspensos; o seu próprio relógio corre normalmente.
clock-on-time-asked-you = O seu tempo nesta partida acabou. Agora quem decide são { $who ->
        [white] as pretas
       *[black] as brancas
    }: Reivindicar dá a elas a vitória por tempo, Dar N dias deixa a partida continuar com esse tempo no seu relógio. Sem resposta em { $days } dias, até { $until }, você perde por tempo. Até lá, os seus lances esperam.
clock-on-time-asked = O tempo { $who ->
        [white] das brancas
       *[black] das pretas
    } acabou. Responda Reivindicar para ganhar por tempo, Dar N dias (por exemplo Dar 3 dias) para a partida continuar, ou nada: a partida é perdida por W.O. em { $days } dias, em { $until }.
clock-timeouts = Nos últimos { $days } dias você perdeu { $count } partidas por tempo. Veja o que acontece agora. As suas partidas em que é a sua vez, e os prazos delas:
clock-timeouts-leave = Se você não puder jogar por um tempo, envie Férias 14 dias (ou quantos precisar): os relógios de todas as suas partidas param, e os seus adversários são avisados. Com Férias automáticas também, as suas férias são usadas antes que um prazo encerre uma partida.
clock-timeouts-leave-auto-on = As férias automáticas estão ativadas: enquanto você tiver férias neste ano, elas são usadas antes que um prazo encerre uma partida; quando acabarem, os prazos voltam a valer. Para parar todos os seus relógios agora, envie Férias 14 dias (ou quantos precisar).
clock-timeouts-stop = Se você não quiser continuar, abandone as partidas que não puder jogar: os seus adversários estão esperando por você.
clock-deadline-moved-you = Partida #{ $game }: agora você tem até { $deadline } para jogar.
clock-deadline-moved = Partida #{ $game }: { $who ->
        [white] as brancas
       *[black] as pretas
    } têm agora até { $deadline } para agir.
clock-outage = O pawnpost não conseguiu ler os e-mails de { $from } até { $until }. Cada relógio que correu nesse período recuperou esse tempo:
clock-calendar-on = As mensagens em que é a sua vez voltam a trazer o prazo como arquivo de calendário.
clock-calendar-off = As suas mensagens não trazem mais o arquivo de calendário; envie Calendário sim para recebê-lo de novo.

## The calendar file's event

clock-calendar-summary = Sua vez na partida #{ $game } — prazo
clock-calendar-description = É a sua vez na partida por correspondência #{ $game }: responda à última mensagem do pawnpost dessa partida antes deste prazo.
clock-calendar-alarm = Falta um dia para o prazo do seu lance na partida #{ $game }

## Subjects (after the tag)

clock-topic-leave = as suas férias
clock-topic-back = fim das suas férias
clock-topic-opponent-on-leave = { $who ->
        [white] as brancas
       *[black] as pretas
    } estão de férias até { $until }
clock-topic-opponent-back = { $who ->
        [white] as brancas
       *[black] as pretas
    } voltaram
clock-topic-auto-leave-you = as suas férias começaram e você não perdeu por tempo
clock-topic-auto-leave = { $who ->
        [white] as brancas
       *[black] as pretas
    } estão de férias até { $until } em vez de perder por tempo
clock-topic-on-time-asked-you = o seu tempo acabou: o seu adversário decide
clock-topic-on-time-asked = o tempo { $who ->
        [white] das brancas
       *[black] das pretas
    } acabou: reivindique a vitória ou dê tempo
clock-topic-timeouts = { $count } partidas perdidas por tempo: o que acontece agora
clock-topic-outage = os seus relógios recuperaram tempo
clock-topic-calendar = calendário

## Clock commands refused

clock-refusal-no-clock-to-give = Esta partida não tem relógio em que dar tempo: só vale o prazo, e qualquer mensagem do seu adversário o reinicia.
clock-refusal-gift-out-of-range = Você pode dar de 1 a { $max } dias de cada vez.
clock-refusal-control-out-of-range = Um ritmo pode indicar de 1 a { $max } dias (e um incremento Fischer não maior que os dias iniciais).
clock-refusal-nothing-to-claim = Não há nada a reivindicar: Reivindicar só dá a vitória por tempo quando o tempo do seu adversário acabou e o pawnpost perguntou a você.
clock-refusal-time-ran-out = O seu tempo acabou: o seu adversário decide até { $until } se reivindica a vitória ou dá tempo a você. Até lá, a partida espera.

## What is wrong with a clock command (after "O pawnpost não entendeu `…`: ")

clock-problem-give-days = Dar precisa de um número de dias, p. ex., Dar 2 dias
clock-problem-leave-span = Férias precisa de dias ou datas, p. ex., Férias 7 dias, Férias até 31/12/2026 ou Férias de 24/12/2026 a 02/01/2027
# $text: what the player wrote in the place of a date.
clock-problem-date = `{ $text }` não é uma data; escreva-a como 31/12/2026, 31.12.2026 ou 2026-12-31
clock-problem-date-ambiguous = `{ $text }` pode ser lido de duas formas: { $day_first } (primeiro o dia) ou { $month_first } (primeiro o mês); envie a que você quer tal como está escrita aqui
clock-problem-calendar-on-off = escreva Calendário não ou Calendário sim
# $text: what the player wrote in the place of base+increment.
clock-problem-fischer = `{ $text }` não é um ritmo Fischer; escreva os dias iniciais e os dias acrescentados a cada lance, p. ex., Fischer 10+1

## Clock commands as players write them (keep them in step with the command phrases)

# A calendar day in a command, day first. $year (four digits), $month, $day (two
# digits each).
clock-day = { $day }/{ $month }/{ $year }
# "por lance" needs the per-move words of commands.toml (see the note there).
clock-command-days-per-move = { $days ->
        [0] { $days } dias
        [one] { $days } dia
       *[other] { $days } dias
    } por lance
clock-command-fischer = Fischer { $base_days }+{ $increment_days }
clock-command-give = Dar { $days ->
        [0] { $days } dias
        [one] { $days } dia
       *[other] { $days } dias
    }
clock-command-claim-time = Reivindicar
clock-command-leave-days = Férias { $days ->
        [0] { $days } dias
        [one] { $days } dia
       *[other] { $days } dias
    }
# $until, $from, $to: days worded by clock-day. The reader knows "até", "até o dia"
# and "de … a".
clock-command-leave-until = Férias até { $until }
clock-command-leave-between = Férias de { $from } a { $to }
clock-command-back = Voltei
clock-command-leave-auto-on = Férias automáticas
clock-command-leave-auto-off = Férias automáticas não
clock-command-calendar-on = Calendário sim
clock-command-calendar-off = Calendário não

## The daily digest and the letters setting

clock-digest-daily = Você vai receber todos os dias às { $time } ({ $zone }) um resumo das suas partidas, nos dias em que uma partida espera o seu lance. Próximo: { $next }.
clock-digest-off = Você não vai mais receber o resumo.
clock-letters-digest-on = A partir de agora, os lances das suas partidas chegam só no seu resumo diário. Os resultados das partidas terminadas, os lembretes um dia antes de um prazo, os convites e as respostas às suas próprias mensagens continuam chegando na hora.
clock-letters-digest-off = A partir de agora você volta a receber uma mensagem a cada lance.
clock-topic-digest = resumo
clock-problem-digest-time = `{ $text }` não é uma hora; escreva-a como 08:00 ou 20:30, por exemplo Resumo diário às 08:00
clock-problem-digest-zone = `{ $text }` não é um fuso horário que o pawnpost conheça; escreva o nome como Continente/Cidade, por exemplo Resumo diário às 08:00 em America/Sao_Paulo
clock-command-digest-daily = Resumo diário{ $time ->
    [none] {""}
   *[other] {" "}às { $time }
}{ $zone ->
    [none] {""}
   *[other] {" "}em { $zone }
}
clock-command-digest-off = Resumo não
clock-command-letters-digest = Só resumo
clock-command-letters-each = Todas as cartas
