### Alles, was pawnpost über Zeit sagt: Bedenkzeiten, die Uhren einer Partie, Urlaub,
### geschenkte Zeit, Ausfälle, die Kalenderdatei und die Uhr-Befehle, wie Spieler sie
### schreiben. Anrede: „du“.
###
### $who, $by, $loser: `white` oder `black`. Daten ($until, $from, $deadline) kommen
### fertig in dieser Sprache. $duration, $asked, $white, $black: eine Zeitspanne aus
### clock-duration. $control: eine Bedenkzeit aus clock-control-days-per-move oder
### clock-control-fischer.

## Zeitspannen und Bedenkzeiten

clock-duration = { $days ->
        [0] { $hours ->
            [0] weniger als eine Stunde
            [one] { $hours } Stunde
           *[other] { $hours } Stunden
        }
        [one] { $hours ->
            [0] { $days } Tag
            [one] { $days } Tag und { $hours } Stunde
           *[other] { $days } Tag und { $hours } Stunden
        }
       *[other] { $hours ->
            [0] { $days } Tage
            [one] { $days } Tage und { $hours } Stunde
           *[other] { $days } Tage und { $hours } Stunden
        }
    }

clock-control-days-per-move = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug
clock-control-fischer = Fischer { $base_days }+{ $increment_days } (ein Zeitkonto von { $base_days ->
        [one] { $base_days } Tag
       *[other] { $base_days } Tagen
    }, das pro Zug um { $increment_days ->
        [one] { $increment_days } Tag
       *[other] { $increment_days } Tage
    } wächst, höchstens auf { $base_days ->
        [one] { $base_days } Tag
       *[other] { $base_days } Tage
    })

## Zeilen einer Mail

# $white_clock, $black_clock: `running` (die Uhr läuft), `next-move` (Tage pro Zug:
# die Zeit für den nächsten Zug) oder `bank` (ein Fischer-Zeitkonto, das wartet).
clock-clocks = Bedenkzeit ({ $control }): { $white_clock ->
        [running] Weiß noch { $white }
        [next-move] Weiß { $white } für den nächsten Zug
       *[bank] Weiß { $white }
    }, { $black_clock ->
        [running] Schwarz noch { $black }
        [next-move] Schwarz { $black } für den nächsten Zug
       *[bank] Schwarz { $black }
    }.
clock-on-leave-you = Du bist bis { $until } im Urlaub: Deine Uhr und die Frist stehen still.
clock-on-leave = { $who ->
        [white] Weiß ist bis { $until } im Urlaub: Die Uhr von Weiß
       *[black] Schwarz ist bis { $until } im Urlaub: Die Uhr von Schwarz
    } und die Frist stehen still.
clock-time-control = Bedenkzeit: { $control }.
clock-you-gave = Du hast deinem Gegner { $duration } Bedenkzeit geschenkt.
clock-gave = { $by ->
        [white] Weiß
       *[black] Schwarz
    } hat dir { $duration } Bedenkzeit geschenkt.
clock-out-of-time = { $loser ->
        [white] Weiß
       *[black] Schwarz
    } hat nicht vor Ablauf der Frist gezogen und verliert durch Zeitüberschreitung.
clock-leave-started = Du bist bis { $until } im Urlaub: Die Uhren all deiner Partien stehen still, und deine Gegner wissen Bescheid.
clock-leave-booked = Dein Urlaub vom { $from } bis { $until } ist eingetragen: Dann stehen die Uhren deiner Partien still, und deine Gegner erfahren es.
# $left_days: ganze Tage Urlaub, die übrig sind; $allowance_days: die Tage eines Jahres.
clock-leave-left = Verbleibender Urlaub { $year }: { $left_days } von { $allowance_days ->
        [one] { $allowance_days } Tag
       *[other] { $allowance_days } Tagen
    }.
clock-leave-not-offered = Nicht ausgeführt: Dieser Server gewährt keinen Urlaub.
clock-leave-overlaps = Nicht ausgeführt: Du hast schon Urlaub vom { $from } bis { $until }; sende zuerst „Zurück“, um ihn zu beenden oder abzusagen.
clock-leave-allowance = Nicht ausgeführt: Für { $year } möchtest du { $asked } Urlaub nehmen, übrig { $left_days ->
        [one] ist aber nur noch { $left_days } Tag
       *[other] sind aber nur noch { $left_days } Tage
    }.
clock-leave-past = Nicht ausgeführt: Dieser Urlaub wäre vorbei, bevor er beginnt.
clock-leave-too-far = Nicht ausgeführt: Urlaub kann höchstens ein Jahr im Voraus eingetragen werden.
clock-leave-ended = Willkommen zurück: Dein Urlaub ist zu Ende, deine Uhren laufen wieder.
clock-leave-cancelled = Dein Urlaub vom { $from } bis { $until } ist abgesagt.
clock-not-on-leave = Du bist nicht im Urlaub, und es ist auch keiner eingetragen.
clock-opponent-on-leave = { $who ->
        [white] Weiß ist bis { $until } im Urlaub. Solange stehen die Uhr von Weiß
       *[black] Schwarz ist bis { $until } im Urlaub. Solange stehen die Uhr von Schwarz
    } und die Frist still; deine eigene Uhr läuft wie gewohnt.
clock-opponent-back = { $who ->
        [white] Weiß
       *[black] Schwarz
    } ist aus dem Urlaub zurück; die Uhren laufen wieder.
clock-auto-leave-on = Automatischer Urlaub ist an: Würde eine Frist eine deiner Partien beenden, während du in diesem Jahr noch Urlaub übrig hast, nimmt pawnpost stattdessen Urlaub für dich (so wenige ganze Tage, wie die Partie braucht) und sagt dir und deinem Gegner Bescheid. Mit „Urlaub automatisch aus“ schaltest du ihn wieder ab.
clock-auto-leave-off = Automatischer Urlaub ist aus: Verpasst du eine Frist, verlierst du die Partie wie bisher auf Zeit. Mit „Urlaub automatisch“ schaltest du ihn wieder an.
clock-auto-leave-started-you = Deine Frist in dieser Partie ist abgelaufen. Darum hat pawnpost stattdessen { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } deines Urlaubs genommen, bis { $until }: Du hast nicht auf Zeit verloren. Bis dahin stehen die Uhren all deiner Partien still. Verbleibender Urlaub in diesem Jahr: { $left_days ->
        [one] { $left_days } Tag.
       *[other] { $left_days } Tage.
    }
clock-auto-leave-started = { $who ->
        [white] Die Frist von Weiß ist abgelaufen, aber Weiß
       *[black] Die Frist von Schwarz ist abgelaufen, aber Schwarz
    } hat für diesen Fall automatischen Urlaub eingestellt: pawnpost hat stattdessen { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } Urlaub genommen, bis { $until }. Solange stehen diese Uhr und die Frist still; deine eigene Uhr läuft wie gewohnt.
clock-on-time-asked-you = Deine Zeit in dieser Partie ist abgelaufen. Jetzt entscheidet { $who ->
        [white] Schwarz
       *[black] Weiß
    }: „Reklamieren“ gewinnt die Partie auf Zeit, „Gib N Tage“ lässt sie mit dieser Zeit auf deiner Uhr weiterlaufen. Kommt binnen { $days } Tagen, bis { $until }, keine Antwort, verlierst du auf Zeit. Bis dahin warten deine Züge.
clock-on-time-asked = { $who ->
        [white] Die Zeit von Weiß
       *[black] Die Zeit von Schwarz
    } ist abgelaufen. Antworte „Reklamieren“, um auf Zeit zu gewinnen, „Gib N Tage“ (zum Beispiel „Gib 3 Tage“), damit die Partie weitergeht, oder gar nicht: Dann gilt die Partie in { $days } Tagen, am { $until }, als auf Zeit verloren.
clock-timeouts = In den letzten { $days } Tagen hast du { $count } Partien auf Zeit verloren. So geht es weiter. Deine Partien, in denen du am Zug bist, und ihre Fristen:
clock-timeouts-leave = Wenn du eine Weile nicht spielen kannst, sende „Urlaub 14 Tage“ (oder so viele, wie du brauchst): Die Uhren all deiner Partien stehen dann still, und deine Gegner erfahren es. Mit „Urlaub automatisch“ wird dein Urlaub außerdem genommen, bevor eine Frist eine Partie beendet.
clock-timeouts-leave-auto-on = Automatischer Urlaub ist an: Solange du in diesem Jahr noch Urlaub hast, wird er genommen, bevor eine Frist eine Partie beendet; ist er aufgebraucht, gelten die Fristen wieder. Um jetzt alle deine Uhren anzuhalten, sende „Urlaub 14 Tage“ (oder so viele, wie du brauchst).
clock-timeouts-stop = Wenn du nicht weiterspielen möchtest, gib die Partien auf, die du nicht spielen kannst: Deine Gegner warten auf dich.
clock-deadline-moved-you = Partie #{ $game }: Du bist am Zug, Frist jetzt { $deadline }.
clock-deadline-moved = Partie #{ $game }: { $who ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug, Frist jetzt { $deadline }.
clock-outage = pawnpost konnte vom { $from } bis { $until } keine Mails lesen. Jeder Uhr, die in dieser Zeit lief, wurde die Zeit gutgeschrieben:
clock-calendar-on = Deine Mails „Du bist am Zug“ enthalten wieder die Frist als Kalenderdatei.
clock-calendar-off = Deine Mails enthalten keine Kalenderdatei mehr; sende „Kalender an“, um sie wieder zu bekommen.

## Der Termin in der Kalenderdatei

clock-calendar-summary = Du bist am Zug in Partie #{ $game } — Frist
clock-calendar-description = Du bist am Zug in der Fernschachpartie #{ $game }: Antworte vor Ablauf dieser Frist auf die letzte Mail von pawnpost zu dieser Partie.
clock-calendar-alarm = Noch ein Tag für deinen Zug in Partie #{ $game }

## Betreffzeilen (nach dem Kürzel)

clock-topic-leave = Dein Urlaub
clock-topic-back = Willkommen zurück
clock-topic-opponent-on-leave = { $who ->
        [white] Weiß
       *[black] Schwarz
    } ist bis { $until } im Urlaub
clock-topic-opponent-back = { $who ->
        [white] Weiß
       *[black] Schwarz
    } ist zurück
clock-topic-auto-leave-you = Urlaub genommen, damit du nicht auf Zeit verlierst
clock-topic-auto-leave = { $who ->
        [white] Weiß
       *[black] Schwarz
    } ist bis { $until } im Urlaub, statt auf Zeit zu verlieren
clock-topic-on-time-asked-you = Deine Zeit ist abgelaufen: Dein Gegner entscheidet
clock-topic-on-time-asked = { $who ->
        [white] Die Zeit von Weiß
       *[black] Die Zeit von Schwarz
    } ist abgelaufen: Sieg reklamieren oder Zeit schenken
clock-topic-timeouts = { $count } Partien auf Zeit verloren: So geht es weiter
clock-topic-outage = Deine Uhren haben Zeit zurückbekommen
clock-topic-calendar = Kalender

## Abgelehnte Uhr-Befehle

clock-refusal-no-clock-to-give = Diese Partie hat keine Uhr, auf die man Zeit schenken kann: Es gilt nur die Frist, und jede Mail deines Gegners startet sie neu.
clock-refusal-gift-out-of-range = Du kannst auf einmal 1 bis { $max } Tage schenken.
clock-refusal-control-out-of-range = Eine Bedenkzeit darf 1 bis { $max } Tage nennen (und bei Fischer der Zuschlag höchstens so viele Tage wie das Startkonto).
clock-refusal-nothing-to-claim = Hier gibt es nichts zu reklamieren: „Reklamieren“ gewinnt nur auf Zeit, wenn die Zeit deines Gegners abgelaufen ist und pawnpost dich gefragt hat.
clock-refusal-time-ran-out = Deine Zeit ist abgelaufen: Dein Gegner entscheidet bis { $until }, ob er den Sieg reklamiert oder dir Zeit schenkt. Bis dahin wartet die Partie.

## Was an einem Uhr-Befehl nicht stimmt (nach „pawnpost hat `…` nicht verstanden: “)

clock-problem-give-days = „Gib“ braucht eine Zahl von Tagen, zum Beispiel „Gib 2 Tage“
clock-problem-leave-span = „Urlaub“ braucht Tage oder Daten, zum Beispiel „Urlaub 7 Tage“, „Urlaub bis 31.12.2026“ oder „Urlaub vom 24.12.2026 bis 02.01.2027“
clock-problem-date = `{ $text }` ist kein Datum; schreibe es als 31.12.2026
clock-problem-date-ambiguous = `{ $text }` lässt sich zweifach lesen: { $day_first } (Tag zuerst) oder { $month_first } (Monat zuerst); schreibe das gemeinte Datum so, wie es hier steht
clock-problem-calendar-on-off = schreibe „Kalender aus“ oder „Kalender an“
clock-problem-fischer = `{ $text }` ist keine Fischer-Bedenkzeit; schreibe die Tage zu Beginn und die Tage pro Zug, zum Beispiel „Fischer 10+1“

## Uhr-Befehle, wie Spieler sie schreiben (im Einklang mit den Befehlswörtern)

# Ein Kalendertag in einem Befehl. $year (vierstellig), $month, $day (je zweistellig).
clock-day = { $day }.{ $month }.{ $year }
clock-command-days-per-move = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug
clock-command-fischer = Fischer { $base_days }+{ $increment_days }
clock-command-give = Gib { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }
clock-command-claim-time = Reklamieren
clock-command-leave-days = Urlaub { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }
clock-command-leave-until = Urlaub bis { $until }
clock-command-leave-between = Urlaub vom { $from } bis { $to }
clock-command-back = Zurück
clock-command-leave-auto-on = Urlaub automatisch
clock-command-leave-auto-off = Urlaub automatisch aus
clock-command-calendar-on = Kalender an
clock-command-calendar-off = Kalender aus

## The daily digest and the letters setting

clock-digest-daily = An jedem Tag, an dem eine Partie auf deinen Zug wartet, bekommst du um { $time } ({ $zone }) eine Übersicht deiner Partien. Die nächste kommt am { $next }.
clock-digest-off = Du bekommst keine Übersicht mehr.
clock-letters-digest-on = Ab jetzt kommen die Züge deiner Partien nur noch in deiner täglichen Übersicht. Ergebnisse beendeter Partien, Erinnerungen einen Tag vor einer Frist, Einladungen und die Antworten auf deine eigenen Mails kommen weiter sofort.
clock-letters-digest-off = Ab jetzt bekommst du wieder eine Mail für jeden Zug.
clock-topic-digest = Übersicht
clock-problem-digest-time = `{ $text }` ist keine Uhrzeit; schreibe sie als 08:00 oder 20:30, z. B. „Übersicht täglich um 08:00“
clock-problem-digest-zone = `{ $text }` ist keine Zeitzone, die pawnpost kennt; schreibe ihren Namen als Kontinent/Stadt, z. B. „Übersicht täglich um 08:00 in Europe/Berlin“
clock-command-digest-daily = Übersicht täglich{ $time ->
    [none] {""}
   *[other] {" "}um { $time }
}{ $zone ->
    [none] {""}
   *[other] {" "}in { $zone }
}
clock-command-digest-off = Übersicht aus
clock-command-letters-digest = Nur Übersicht
clock-command-letters-each = Alle Briefe
