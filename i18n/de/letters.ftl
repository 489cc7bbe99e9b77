# pawnpost's letters in German: subjects, news, states, refusals, footers, help.
# Players are addressed with "du", as on German chess servers. A sentence after a colon
# starts with a capital letter (Duden): CAPITALIZE($text) where a rendered sentence
# follows one. Command words inside a sentence stand in „…“ (the reader drops the
# marks), so that German capitalisation does not hide them: „Remis anbieten“. pawnpost
# speaks of itself in the third person, and a mail is a „Mail“. See i18n/README.md for
# the conventions.

## Shared pieces

# A number of days; $days is in the scope of the message that references it.
days-left = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}

# Die Zeit bis zu einer Frist, nie aufgerundet: $left_unit ist `days`, `hours` oder
# `under-an-hour`; $left die Zahl ganzer Tage oder Stunden.
time-left = { $left_unit ->
    [days] { $left ->
        [one] { $left } Tag
       *[other] { $left } Tage
    }
    [hours] { $left ->
        [one] { $left } Stunde
       *[other] { $left } Stunden
    }
   *[under-an-hour] weniger als eine Stunde
}

color = { $color ->
    [white] Weiß
   *[black] Schwarz
}

# A moment, to the minute, in UTC. $year $month $day $hour $minute are zero-padded
# texts; $year_number $month_number $day_number $hour_number are numbers.
date = { $day }.{ $month }.{ $year }, { $hour }:{ $minute } UTC

# Ein Zeitpunkt, wie man ihn am besten hört (`Brett in Worten`): Tag und Monat in Worten,
# ohne Jahr (die verbleibende Zeit steht daneben): „18. Dezember, 17:06 UTC“.
date-spoken = { $day_number }. { $month_number ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
}, { $hour }:{ $minute } UTC

# Lists, joined two items at a time.
# Die Art eines Angebots als Nomen ($kind: draw, cancel).
offer-kind = { $kind ->
    [draw] Remis
   *[cancel] Abbruch
}

list-or = { $first } oder { $second }
list-semicolon = { $first }; { $second }

# A colon after a word, as in "Züge:".
colon = :

## Subjects

subject-game = [pawnpost #{ $game }] { CAPITALIZE($topic) } — { $white } gegen { $black }
# A subject outside a game starts with a capital, whatever its topic.
subject-lobby = [pawnpost] { CAPITALIZE($topic) }
subject-folded = { $more ->
    [one] {" "}(und { $more } weitere Antwort)
   *[other] {" "}(und { $more } weitere Antworten)
}

topic-your-move = du bist am Zug: { $move }, { $said }
topic-waiting = gesendet: { $move }, { $said } — { $to_act ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug
# Die eigene Anfrage, allein gesendet; der Gegner ($to_act) muss antworten.
topic-request-sent = du hast { $kind ->
    [draw] Remis
   *[cancel] Abbruch
} angeboten — { $to_act ->
    [white] Weiß
   *[black] Schwarz
} muss antworten
topic-not-done = nicht ausgeführt — siehe Begründung
topic-your-mail = deine Mail
topic-game-over = Partie beendet — { $outcome }
topic-request-to-answer = { $by ->
    [white] Weiß
   *[black] Schwarz
} bietet { $kind ->
    [draw] Remis
   *[cancel] Abbruch
} an — bitte antworte
topic-your-answer = bitte antworte
topic-news-from = Neues von { $by ->
    [white] Weiß
   *[black] Schwarz
}
topic-reminder = Erinnerung — dein Zug bis { $deadline }
topic-begins = { $you_move ->
    [yes] Die Partie beginnt — du bist am Zug
   *[no] Die Partie beginnt — Weiß zieht zuerst
}
topic-handed-over = { $you_move ->
    [yes] Die Partie wechselt den Spieler — du bist am Zug
   *[no] Die Partie wechselt den Spieler — dein Gegner ist am Zug
}

topic-challenge-sent = Herausforderung an { $to } gesendet
topic-invitation = { $from } fordert dich zu einer Schachpartie heraus
topic-challenge-declined = { $by } hat deine Herausforderung abgelehnt
topic-you-declined = Herausforderung abgelehnt
topic-challenge-expired = Deine Herausforderung an { $to } ist verfallen
topic-invitation-expired = Eine Herausforderung ist verfallen
topic-lobby-not-done = Nicht ausgeführt — siehe Begründung
topic-your-games = Deine Partien
topic-help = Hilfe
topic-language = Sprache
topic-board-style = Brettdarstellung
topic-too-many-mails = Zu viele Mails
topic-no-open-challenge = Keine offene Herausforderung
topic-which-game = Welche Partie?
topic-nothing-done = Nichts ausgeführt
topic-confirm = Bitte bestätige deine Mail
topic-blocked = Keine Einladungen mehr
topic-unblocked = Einladungen wieder erwünscht
topic-which-challenge = Welche Herausforderung?
topic-no-authority = #{ $game }: nicht ausgeführt — antworte auf die letzte Mail der Partie
topic-several-games = Ergebnis für { $count ->
    [one] eine Partie
   *[other] { $count } Partien
}
topic-digest = deine Übersicht: { $count ->
    [one] eine Partie wartet
   *[other] { $count } Partien warten
} auf deinen Zug
topic-stale = #{ $game }: nicht ausgeführt — die Partie ist weitergegangen

## What happened in a game

line-you-played = Du hast { $move } gespielt.
line-you-played-read = Du hast { $move } gespielt (`{ $typed }` verstanden als { $role ->
    [pawn] Bauer
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
   *[king] König
} { $from }–{ $to }).
line-played = { $by ->
    [white] Weiß
   *[black] Schwarz
} hat { $move } gespielt.
line-you-requested = { $kind ->
    [draw] Du hast Remis angeboten.
   *[cancel] Du hast angeboten, die Partie abzubrechen.
}
line-requests = { $by ->
    [white] Weiß
   *[black] Schwarz
} { $kind ->
    [draw] bietet Remis an
   *[cancel] bietet an, die Partie abzubrechen
}.
# "das Remisangebot", "das Abbruchangebot": both neuter.
line-you-accepted = Du hast das { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} angenommen.
line-your-request-accepted = Dein { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} wurde angenommen.
line-you-denied = Du hast das { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} abgelehnt.
line-your-request-denied = Dein { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} wurde abgelehnt (Ablehnungen bisher: { $denials }). Du bist am Zug.
line-you-declined-by-moving = Mit deinem Zug hast du das { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} abgelehnt.
line-your-request-declined-by-move = Dein Gegner hat gezogen und damit dein { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} abgelehnt.
line-your-claim-granted = Dein Remisanspruch{ $has_after ->
    [yes] {" "}nach { $after }
   *[no] {""}
} ({ $claim ->
    [threefold] dreifache Stellungswiederholung
   *[fifty] 50-Züge-Regel
}) ist berechtigt.
line-opponent-claim-granted = Dein Gegner hat{ $has_after ->
    [yes] {" "}nach { $after }
   *[no] {""}
} Remis reklamiert ({ $claim ->
    [threefold] dreifache Stellungswiederholung
   *[fifty] 50-Züge-Regel
}); die Reklamation ist berechtigt.
line-claim-refused = Dein Remisanspruch wird abgelehnt: { $has_after ->
    [yes] Nach { $after } wäre die Stellung { $repetitions }-mal aufgetreten (nötig sind 3), und seit dem letzten Schlagen oder Bauernzug { $halfmoves ->
        [one] wäre { $halfmoves } Halbzug vergangen
       *[other] wären { $halfmoves } Halbzüge vergangen
    } (nötig sind 100)
   *[no] Die Stellung ist { $repetitions }-mal aufgetreten (nötig sind 3), und seit dem letzten Schlagen oder Bauernzug { $halfmoves ->
        [one] ist { $halfmoves } Halbzug vergangen
       *[other] sind { $halfmoves } Halbzüge vergangen
    } (nötig sind 100)
}. Die Partie geht weiter, und du bist weiterhin am Zug.
line-your-tablebase-claim-granted = Dein { $claim ->
    [win] Gewinnanspruch
   *[draw] Remisanspruch
} laut Endspieldatenbank{ $has_after ->
    [yes] {" "}(Stellung nach dem angekündigten, nicht gespielten Zug { $after })
   *[no] {""}
} ist berechtigt: { $value ->
    [win] { $claim ->
        [win] Die Datenbank gibt dir den Gewinn.
       *[draw] Die Datenbank gibt dir sogar den Gewinn, aber du hast Remis reklamiert; es bleibt also beim Remis.
    }
   *[draw] Die Datenbank ergibt Remis.
}
line-opponent-tablebase-claim-granted = Dein Gegner hat laut Endspieldatenbank { $claim ->
    [win] Gewinn
   *[draw] Remis
} reklamiert{ $has_after ->
    [yes] {" "}(Stellung nach dem angekündigten, nicht gespielten Zug { $after })
   *[no] {""}
}; die Datenbank bestätigt es.
line-tablebase-claim-refused = Dein { $claim ->
    [win] Gewinnanspruch
   *[draw] Remisanspruch
} laut Endspieldatenbank{ $has_after ->
    [yes] {" "}(Stellung nach dem angekündigten Zug { $after })
   *[no] {""}
} wird abgelehnt: { $why }. Die Partie geht weiter, und du bist weiterhin am Zug.
line-tablebase-ending = { $claimant ->
    [white] Weiß
   *[black] Schwarz
} hat laut Endspieldatenbank { $claim ->
    [win] Gewinn
   *[draw] Remis
} reklamiert{ $has_after ->
    [yes] {" "}(Stellung nach dem angekündigten, nicht gespielten Zug { $after })
   *[no] {""}
}.
# Warum eine Reklamation laut Endspieldatenbank (Tablebase) abgelehnt wurde, nach einem
# Doppelpunkt (groß, ein Satz).
tablebase-tables-say = { $value ->
    [win] Die Datenbank gibt dir einen Gewinn
    [draw] Die Datenbank ergibt nur Remis
   *[loss] Laut Datenbank verlierst du
}
tablebase-not-in-this-event = In diesem Turnier sind keine Reklamationen laut Endspieldatenbank erlaubt
tablebase-not-configured = Dieser Server hat keine Endspieldatenbank
tablebase-too-many-pieces = Es stehen { $pieces } Steine auf dem Brett, die Datenbank kennt Stellungen mit höchstens { $max }
tablebase-castling = Es bestehen noch Rochaderechte, und die Datenbank kennt keine Rochade
tablebase-no-tables = Dieser Server hat keine Datenbank für { $material }
tablebase-uncertain = Der Gewinn liegt genau fünfzig Züge entfernt, und die Datenbank kann nicht sagen, ob er noch innerhalb der 50-Züge-Regel liegt
tablebase-one-per-mail = Eine Mail darf nur eine Stellung von der Datenbank beurteilen lassen; schick diese Reklamation in einer eigenen Mail
tablebase-failed = Die Datenbank konnte für diese Stellung nicht gelesen werden (das Protokoll des Servers sagt, warum)
line-you-resigned = Du hast aufgegeben.
line-resigned = { $by ->
    [white] Weiß
   *[black] Schwarz
} hat aufgegeben.
line-game-over = Partie beendet: { $outcome }.
# $why_kind: `conflicts` when $why lists conflicting commands (which may start with a
# command's name), else `refusal`. German keeps a refusal as it is after the colon.
line-not-done-move = Nicht ausgeführt: der Zug `{ $move }` — { $why }
# Ein abgelehnter Zug (nichts aus der Mail wurde gespielt, der Leser ist am Zug): vor
# allem anderen gesagt; $why: die Ablehnung und die möglichen Züge.
line-move-not-played = Es wurde nichts gezogen; du bist weiterhin am Zug. { $why }
line-not-done-command = Nicht ausgeführt: `{ $command }` — { $why }
line-not-done = Nicht ausgeführt: { $why }
line-pgn-attached = Die Partie ist als PGN angehängt.
line-language-now = pawnpost schreibt dir ab jetzt auf Deutsch.
line-board-style-now = { $style ->
    [words] Deine Mails nennen jetzt zuerst den letzten Zug und wer am Zug ist, dann die Stellung in Worten: die Steine jeder Seite in einer Zeile, nach Art geordnet; kein Bild und kein Diagramm. „Brett als Bild“ oder „Brett als Text“ bringt das Brett zurück.
    [text] Deine Mails zeigen das Brett jetzt ohne Bild: als Tabelle im HTML-Teil, im reinen Text aus Buchstaben gezeichnet. „Brett als Bild“ bringt das Bild zurück; „Brett in Worten“ zeigt die Stellung in Worten.
   *[picture] Deine Mails zeigen das Brett jetzt als Bild; die Bildbeschreibung zählt seine Steine auf. „Brett in Worten“ zeigt stattdessen die Stellung in Worten (für Screenreader), „Brett als Text“ eine Tabelle ohne Bild.
}
line-no-command-quoted-only = Deine Mail enthielt nur zitierten Text, es gab also nichts zu tun.
line-no-command-empty = Deine Mail war leer, es gab also nichts zu tun.
line-no-command-not-understood = pawnpost hat in deiner Mail keinen Befehl gefunden.
line-no-command-text-only = pawnpost hat in deiner Mail keinen Befehl gefunden; dein Text wurde deshalb nicht an deinen Gegner weitergegeben. Kommentare werden nur zusammen mit einem Zug oder einem Angebot weitergeleitet.
line-not-understood = pawnpost hat `{ $text }` nicht verstanden: { CAPITALIZE($reason) }
line-not-understood-lines = { $n ->
    [one] Eine Zeile deiner Mail hat pawnpost nicht verstanden.
   *[other] { $n } Zeilen deiner Mail hat pawnpost nicht verstanden.
}
line-shortened = Diese Antwort ist gekürzt; antworte auf diese Mail, um sie ganz zu erhalten.
line-comment-shortened = Dein Kommentar hatte { $had } Zeichen; dein Gegner liest die ersten { $max }.
line-comment-cut = Dieser Kommentar wurde auf seine ersten { $max } Zeichen gekürzt.
line-letter-cut = Diese Mail war zu lang und wurde hier gekürzt; schicke „Partien“ oder „Hilfe“, um einen Teil davon zu erhalten.
line-last-letter-today = { $budget ->
    [one] pawnpost schickt einer Adresse, die noch nicht über eine seiner Mails geantwortet hat, eine Mail am Tag
   *[other] pawnpost schickt einer Adresse, die noch nicht über eine seiner Mails geantwortet hat, { $budget } Mails am Tag
}, und dies ist die letzte für heute: Mails, die du schreibst, bevor du auf diese antwortest, bleiben bis morgen ohne Antwort. Antworte auf diese Mail (mit ihrer Adresse), um zu zeigen, dass du hier Mail liest; von da an wird jede Mail beantwortet.
line-forfeited = { $loser ->
    [white] Weiß
   *[black] Schwarz
} hat innerhalb der Frist nicht geantwortet und verliert durch Zeitüberschreitung.
line-reverse-forfeited = { $loser ->
    [white] Weiß
   *[black] Schwarz
} verliert durch umgekehrten Fristverlust: Zwei Angebote von { $loser ->
    [white] Weiß
   *[black] Schwarz
} wurden schon abgelehnt, und das dritte war bei Ablauf der Frist noch offen.
line-adjudicated = Der Administrator hat die Partie entschieden: { $reason }
line-reminder = Zur Erinnerung: Du bist am Zug, und die Frist läuft bald ab.
line-game-begins = Die Herausforderung wurde angenommen, die Partie beginnt.

## How a game stands

line-seat = Du spielst mit { $side ->
    [white] Weiß
   *[black] Schwarz
} gegen { $opponent }.
line-your-request-pending = Dein { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} wartet auf Antwort.
line-answer-request = { $by ->
    [white] Weiß
   *[black] Schwarz
} { $kind ->
    [draw] bietet Remis an: Antworte mit „Remis annehmen“ oder „Remis ablehnen“.
   *[cancel] bietet an, die Partie abzubrechen: Antworte mit „Abbruch annehmen“ oder „Abbruch ablehnen“.
}
line-to-act = Frist: { $deadline } (noch { time-left }); ohne Antwort bis dahin { $who ->
    [you] verlierst du
    [white] verliert Weiß
   *[black] verliert Schwarz
}.
# Die Frist fürs Ohr (`Brett in Worten`): der Tag in Worten; die Verlustfrist nennen die
# Herausforderung und die Einladung, nicht jeder Brief.
line-to-act-spoken = Frist: { $deadline } (noch { time-left }).

## Outside a game

line-challenge-sent = Deine Herausforderung an { $opponent } ist unterwegs (deine Farbe: { $color ->
    [white] Weiß
    [black] Schwarz
   *[random] zufällig
}, Frist: { days-left }).
line-hear-when-answered = Du bekommst Bescheid, sobald sie angenommen oder abgelehnt wird.
# In a player's first letters (an invitation, a game's start): how to get the board in words.
line-board-words-hint = Du nutzt einen Screenreader? Antworte mit Brett in Worten, dann zeigen deine Briefe die Stellung als Listen.
line-start-after = Die Partie beginnt nach { $moves }.
line-start-from = Die Partie beginnt in dieser Stellung (FEN): { $fen }
line-event-rules = Regeln dieses Turniers: { $rules }.
rule-leave-days = { $days ->
    [one] { $days } Urlaubstag im Jahr
   *[other] { $days } Urlaubstage im Jahr
}
rule-no-conditional-moves = keine bedingten Züge
rule-no-tablebase-claims = keine Gewinn- oder Remisansprüche per Endspieldatenbank
rule-draw-offers-from = keine Remisangebote vor Zug { $move }
line-start-chess960 = { $number ->
    [-1] Die Partie wird als Chess960 gespielt: Ihre Startstellung wird ausgelost, wenn sie beginnt.
   *[other] Die Partie wird als Chess960 gespielt, Startstellung Nr. { $number }.
}
rule-publish-delay = { $plies ->
    [0] die öffentliche Seite zeigt die Partien live
   *[other] die öffentliche Seite zeigt eine laufende Partie mit { $plies ->
        [one] { $plies } Halbzug Verzögerung
       *[other] { $plies } Halbzügen Verzögerung
    }
}
rule-publish-at-end = die öffentliche Seite zeigt die Züge einer Partie erst nach ihrem Ende
rule-on-time-ask = läuft eine Uhr ab, entscheidet der Gegner: Sieg reklamieren oder Zeit schenken
rule-on-time-forfeit = wessen Uhr abläuft, verliert sofort
rule-max-timeouts = nur für Spieler, die in den letzten { $days } Tagen höchstens { $max } % ihrer Partien auf Zeit verloren haben
line-invitation = { $challenger } fordert dich zu einer Fernschachpartie heraus (Farbe des Herausforderers: { $color ->
    [white] Weiß
    [black] Schwarz
   *[random] zufällig
}, Frist: { days-left }).
line-answer-invitation = Antworte mit „Annehmen“, um zu spielen, oder mit „Ablehnen“.
line-challenge-declined-by = { $who } hat deine Herausforderung abgelehnt.
line-you-declined-challenge-of = Du hast die Herausforderung von { $who } abgelehnt.
line-challenge-expired-unanswered = { $who } hat deine Herausforderung nicht rechtzeitig beantwortet; sie ist deshalb verfallen. Du kannst eine neue schicken.
line-invitation-expired = Die Herausforderung von { $who } ist unbeantwortet verfallen. Wenn du spielen möchtest, bitte um eine neue Herausforderung.
line-nothing-was-done = Es wurde nichts ausgeführt: { $why }
line-your-games = Deine laufenden Partien (antworte auf die letzte Mail einer Partie, um darin zu spielen, oder schreibe je Partie eine Zeile wie `#12 Sf3`, um in mehreren zugleich zu spielen):
line-game = #{ $game }  { $white } gegen { $black }  Zug { $fullmove }  { $to_act ->
    [you] du bist am Zug
    [white] Weiß am Zug
    [black] Schwarz am Zug
   *[over] beendet
}  Frist { $deadline } (noch { time-left }){ $offer ->
    [their-draw] {"  "}Remis angeboten: antworte
    [their-cancel] {"  "}Abbruch angeboten: antworte
    [your-draw] {"  "}dein Remisangebot wartet
    [your-cancel] {"  "}dein Abbruchangebot wartet
   *[none] {""}
}
line-no-games = Du hast keine laufenden Partien. Fordere jemanden heraus, zum Beispiel mit „Herausforderung freund@example.org“.
line-games-page = { $next ->
    [0] Seite { $page } von { $pages } ({ $total } Partien), die letzte. Sende „Partien“ für die erste.
   *[other] Seite { $page } von { $pages } ({ $total } Partien). Sende „Partien { $next }“ für die nächste Seite.
}
line-no-such-games-page = Eine Seite { $asked } gibt es nicht: { $pages ->
    [one] Deine Partien passen auf { $pages } Seite. Hier ist sie.
   *[other] Deine Partien füllen { $pages } Seiten. Hier ist die letzte.
}
line-too-many-mails = Du hast innerhalb einer Stunde mehr als { $limit } Mails geschickt. pawnpost antwortet dir erst nach Ablauf dieser Stunde wieder; aus deiner letzten Mail wurde nichts ausgeführt.
line-not-an-address = `{ $text }` ist keine Mailadresse; schreibe zum Beispiel „Herausforderung freund@example.org“
line-not-itself = pawnpost spielt nicht gegen sich selbst; fordere einen Menschen heraus.
line-too-many-open-challenges = Du hast schon { $open ->
    [one] { $open } offene Herausforderung
   *[other] { $open } offene Herausforderungen
} (erlaubt sind höchstens { $max }); warte erst auf Antworten.
line-too-many-games = Du spielst schon { $active ->
    [one] { $active } Partie
   *[other] { $active } Partien
} (erlaubt sind höchstens { $max }).
line-challenger-busy = { $challenger } spielt schon so viele Partien wie erlaubt ({ $max }), deshalb kann diese Partie jetzt nicht beginnen; die Herausforderung bleibt offen, nimm sie später noch einmal an.
line-no-open-challenge = Es gibt keine offene Herausforderung, die du beantworten könntest.
line-which-game = Deine Mail enthält Partiebefehle, sagt aber nicht, für welche Partie. Antworte auf die letzte Mail der Partie (ihre Antwortadresse enthält deinen Schlüssel für diese Partie).
line-no-authority = Es wurde nichts ausgeführt: { $token ->
    [wrong] Die Antwortadresse deiner Mail enthält nicht deinen Schlüssel für diese Partie
   *[missing] Deine Mail kam nicht über deine Antwortadresse für diese Partie
}. Züge, Angebote und Aufgeben nimmt pawnpost nur über deine persönliche Antwortadresse an, damit niemand für dich spielen kann.
    Antworte auf die letzte pawnpost-Mail der Partie #{ $game } (ihre Antwortadresse enthält deinen Schlüssel).
line-game-section = Partie #{ $game }: { $white } gegen { $black }
line-game-lines-need-proof = Es wurde nichts ausgeführt: Zeilen an eine Partie mit ihrer Nummer (#12 Sf3) werden nur in einer Antwort auf eine Mail von pawnpost an dich gelesen (deine tägliche Übersicht, die Mail einer Partie, eine Antwort), denn nur eine solche Antwort beweist, dass die Mail von dir ist.
line-digest-head = { $to_act ->
    [one] Eine Partie wartet
   *[other] { $to_act } Partien warten
} auf deinen Zug{ $waiting ->
    [0] .
    [one] ; in einer wartest du auf deinen Gegner.
   *[other] ; in { $waiting } wartest du auf deine Gegner.
}
line-digest-waiting = Wo du wartest:
line-digest-more = { $count ->
    [one] Eine weitere Partie steht
   *[other] { $count } weitere Partien stehen
} nicht hier; sende „Partien“ für die ganze Liste.
line-stale = Es wurde nichts ausgeführt: Deine Mail antwortet auf eine ältere Mail der Partie #{ $game }, und die Partie ist seitdem weitergegangen. Hier ist der aktuelle Stand; antworte auf diese Mail.
line-confirm-please = pawnpost hat von dieser Adresse eine Mail mit folgendem Auftrag erhalten: { $commands }. Ausgeführt wurde noch nichts.
line-confirm-how = Damit pawnpost sicher sein kann, dass die Mail von dir stammt, antworte auf diese Mail mit „Bestätigen“. Hast du sie nicht geschickt, ignoriere diese Mail einfach: Es passiert nichts, und pawnpost schreibt dir deswegen nicht noch einmal.
line-confirm-tip = Wenn du auf eine Mail von pawnpost antwortest, ist deine Adresse damit schon nachgewiesen; diesen Schritt brauchst du nur bei Mails, die du neu schreibst.
line-nothing-to-confirm = Es gibt nichts zu bestätigen: Antworte mit „Bestätigen“ auf die Mail, die darum bittet.
line-confirmed-before = Diese Mail wurde schon bestätigt; nichts wurde ein zweites Mal ausgeführt.
line-confirmation-expired = Diese Bestätigungsanfrage ist älter als { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} und nicht mehr gültig; schicke deine Befehle bitte noch einmal.
line-block-hint = Wenn du keine Einladungen von pawnpost mehr erhalten möchtest, antworte mit „Sperren“.
line-blocked = pawnpost schickt dir keine Einladungen mehr. Um wieder welche zu erhalten, sende „Entsperren“.
line-unblocked = Du erhältst wieder Einladungen. Wenn du keine mehr möchtest, sende „Sperren“.
line-recipient-refuses = { $who } nimmt keine Einladungen von pawnpost an.
line-recipient-had-enough = { $who } hat heute schon so viele Einladungen erhalten, wie pawnpost an eine Adresse schickt; versuche es morgen noch einmal.
line-which-challenge = Mehrere Herausforderungen warten auf deine Antwort. Antworte mit „Annehmen“ oder „Ablehnen“ direkt auf die Einladung der Herausforderung, die du meinst:
line-open-challenge = { $challenger } (Farbe des Herausforderers: { $color ->
    [white] Weiß
    [black] Schwarz
   *[random] zufällig
}, Frist: { days-left })
line-mail-cut = Deine Mail war länger als { $kb } KB, deshalb hat pawnpost nur ihren Anfang gelesen; verteile lange Texte auf mehrere Mails.

## The letter's frame

opponent-writes = Dein Gegner schreibt:
moves-heading = Züge
# Under a move list a `Board words` letter shortened to its last ten moves.
moves-earlier = Hier stehen nur die letzten zehn Züge; schick Verlauf, um alle zu bekommen.
help =
    Mit pawnpost spielst du Fernschach per Mail. Antworte auf die letzte Mail einer Partie mit:
      einem Zug: e4, Sf3, Springer nach f3, exd5, O-O, e8=D, e2e4, 5254, Kurze Rochade, en passant e5d6
      Remis anbieten / Remis annehmen / Remis ablehnen
      Abbruch anbieten / Abbruch annehmen / Abbruch ablehnen
      Remis reklamieren, auch mit deinem Zug: Remis reklamieren Sf3 (dreifache Stellungswiederholung oder 50-Züge-Regel)
      Tablebase-Gewinn reklamieren / Tablebase-Remis reklamieren (laut Endspieldatenbank; höchstens 7 Steine, keine Rochaderechte; auch mit einem Zug, der beurteilt, aber nicht gespielt wird)
      Aufgeben
      Gib 2 Tage (mehr Bedenkzeit für deinen Gegner)
      Brett, Verlauf, PGN, Partien, Hilfe, Sprache de|en|fr|es|pt
    In jeder Mail: Urlaub 7 Tage, Urlaub bis 31.12.2026, Urlaub vom 24.12.2026 bis 02.01.2027, Urlaub automatisch / Urlaub automatisch aus (Urlaub statt Zeitverlust), Zurück, Kalender aus / an, Brett in Worten (die Stellung in Worten, für Screenreader) / Brett als Bild / Brett als Text
    Eine Partie beginnst du mit einer neuen Mail: Herausforderung freund@example.org [weiß|schwarz|zufällig] [Frist 30 Tage] [3 Tage pro Zug | Fischer 10+1]
    Eine Herausforderung beantwortest du mit Annehmen oder Ablehnen.
    Englische Befehle wie Request Draw oder Nf3 werden immer auch verstanden.

footer-commands = Befehle: Brett, Verlauf, PGN, Partien, Hilfe.
footer-lobby = Sende Hilfe, um alle Befehle zu sehen.
footer-over = Diese Partie ist beendet. Sende „PGN“ für die Notation, „Partien“ für die Liste deiner Partien.
footer-answer = { $kind ->
    [draw] Antworte mit „Remis annehmen“ oder „Remis ablehnen“.
   *[cancel] Antworte mit „Abbruch annehmen“ oder „Abbruch ablehnen“.
}
footer-your-move-example = Antworte mit deinem Zug, zum Beispiel { $example }; du kannst „Remis anbieten“ dazuschreiben oder „Aufgeben“ senden.
footer-your-move = Antworte mit deinem Zug; du kannst „Remis anbieten“ dazuschreiben oder „Aufgeben“ senden.
footer-games = Um in mehreren Partien auf einmal zu spielen, antworte mit einer Zeile je Partie: #12 Sf3, oder #12 14... Sf3, um sicherzugehen, dass die Partie noch bei diesem Zug steht.
footer-wait = Warte auf deinen Gegner; „Aufgeben“ oder „Abbruch anbieten“ kannst du jederzeit senden.

## Refusals

rejection-unknown-game = Du hast keine Partie #{ $id }. Antworte auf die letzte Mail der Partie, die du meinst, oder sende „Partien“ für eine Liste deiner Partien.
rejection-not-a-player = { $address } spielt in dieser Partie nicht mit.
rejection-game-over = Die Partie ist beendet: { $outcome }.
rejection-not-your-turn = Du bist nicht am Zug: { $to_move ->
    [white] Weiß
   *[black] Schwarz
} ({ $address }) ist am Zug.
rejection-not-at-move = Deine Zeile galt dem { $said_fullmove }. Zug von { $said ->
    [white] Weiß
   *[black] Schwarz
}, die Partie steht aber beim { $fullmove }. Zug von { $to_move ->
    [white] Weiß
   *[black] Schwarz
}. Du hast auf ein älteres Brett geantwortet; unten steht die Partie, wie sie jetzt ist.
rejection-draw-offer-too-early = In diesem Turnier sind Remisangebote erst ab Zug { $from } erlaubt: Spiel weiter und biete Remis ab Zug { $from } an.
rejection-must-answer-first = { $kind ->
    [draw] Dein Gegner hat Remis angeboten; antworte mit „Remis annehmen“ oder „Remis ablehnen“, bevor die Partie weitergeht.
   *[cancel] Dein Gegner hat angeboten, die Partie abzubrechen; antworte mit „Abbruch annehmen“ oder „Abbruch ablehnen“, bevor die Partie weitergeht.
}
rejection-awaiting-answer = Dein { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} wartet auf die Antwort deines Gegners; die Partie geht weiter, sobald es angenommen oder abgelehnt ist.
rejection-no-pending-offer = Es liegt kein { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} vor, auf das du antworten könntest.
rejection-offer-already-pending = Es liegt schon ein { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} von { $by ->
    [white] Weiß
   *[black] Schwarz
} vor; es muss zuerst beantwortet werden.
rejection-own-offer = Das offene { $kind ->
    [draw] Remisangebot
   *[cancel] Abbruchangebot
} ist dein eigenes; nur dein Gegner kann es annehmen oder ablehnen.
rejection-must-move-after-denial = Dein Angebot wurde abgelehnt, also musst du jetzt ziehen (oder aufgeben); ein neues Angebot kannst du zusammen mit einem Zug senden.
legal-moves-piece = { $role ->
    [king] König
    [queen] { $count ->
        [one] Dame
       *[other] Damen
    }
    [rook] { $count ->
        [one] Turm
       *[other] Türme
    }
    [bishop] Läufer
    [knight] Springer
   *[pawn] { $count ->
        [one] Bauer
       *[other] Bauern
    }
}: { $moves }
legal-moves-from = { $from } nach { $to }
legal-moves-groups = { $first }. { $second }
rejection-move = { $error }{ $has_legal ->
    [yes] {"\u000A"}Deine möglichen Züge, nach Figuren. { $legal }.
   *[no] {""}
}
rejection-conflicts = { $conflicts }.
combination-resign-with-others = Aufgeben beendet die Partie und kann nicht zusammen mit anderen Partiebefehlen gesendet werden.
combination-accept-with-others = Die Annahme eines Angebots beendet die Partie und kann nicht zusammen mit anderen Partiebefehlen gesendet werden.
combination-moves-twice = Eine Mail darf nur einen Zug (oder eine Remisreklamation) enthalten.
combination-requests-twice = Es kann immer nur ein Angebot (Remis oder Abbruch) offen sein.
combination-denies-twice = Es kann nur ein Angebot offen sein, also gibt es nur eines abzulehnen.
rejection-challenge-yourself = Du kannst dich nicht selbst herausfordern.
rejection-challenge-not-open = Diese Herausforderung ist nicht mehr offen: { $state ->
    [accepted] Sie wurde schon angenommen.
    [declined] Sie wurde abgelehnt.
   *[expired] Sie ist verfallen.
}
rejection-timeout-out-of-range = Die Frist muss zwischen 1 und { $max } Tagen liegen.
rejection-not-a-game-command = Herausforderungen schickst du in einer neuen Mail an pawnpost, nicht als Antwort auf eine Mail einer Partie.

## Moves that are no legal move

move-illegal = `{ $text }` ist nicht möglich – { $reason }.
move-ambiguous = `{ $text }` ist mehrdeutig: Gemeint sein kann { $candidates }. Gib die Linie oder Reihe der Figur an, die du meinst.
move-promotion-missing = `{ $text }` erreicht die letzte Reihe: Gib an, in welche Figur der Bauer umgewandelt wird, zum Beispiel { $example }.
# One move an ambiguous move could be, in notation and in words.
move-candidate = { $san } ({ $role ->
    [pawn] Bauer
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
   *[king] König
} { $from }–{ $to })

# The reasons follow "ist nicht möglich –" in lower case.
illegal-no-piece-left = du hast { $role ->
    [pawn] keinen Bauern
    [knight] keinen Springer
    [bishop] keinen Läufer
    [rook] keinen Turm
    [queen] keine Dame
   *[king] keinen König
} mehr
illegal-promotion-not-on-last-rank = ein Bauer wird nur auf der letzten Reihe umgewandelt
illegal-own-piece-on = auf { $square } steht schon eine deiner Figuren
illegal-no-piece-can-reach = { $role ->
    [pawn] keiner deiner Bauern kann { $to } erreichen
    [knight] keiner deiner Springer kann { $to } erreichen
    [bishop] keiner deiner Läufer kann { $to } erreichen
    [rook] keiner deiner Türme kann { $to } erreichen
    [queen] keine deiner Damen kann { $to } erreichen
   *[king] dein König kann { $to } nicht erreichen
}
illegal-does-not-escape-check = dein König steht im Schach, und dieser Zug hebt das Schach nicht auf
illegal-leaves-king-in-check = { $pinned ->
    [yes] danach stünde dein König im Schach (die Figur ist gefesselt)
   *[no] danach stünde dein König im Schach
}
illegal-castling-right-lost = du kannst auf dieser Seite nicht mehr rochieren (der König oder dieser Turm hat schon gezogen)
illegal-castling-out-of-check = im Schach darfst du nicht rochieren
illegal-castling-blocked = zwischen deinem König und dem Turm stehen noch Figuren
illegal-castling-through-check = dein König würde ein angegriffenes Feld überqueren oder betreten
illegal-castling-not-possible = eine Rochade ist jetzt nicht möglich (König oder Turm haben gezogen, ein Feld dazwischen ist besetzt, oder der König steht im Schach, überquert ein angegriffenes Feld oder betritt es)
illegal-no-piece-on = auf { $square } steht keine Figur
illegal-not-your-piece = { $role ->
    [pawn] der Bauer
    [knight] der Springer
    [bishop] der Läufer
    [rook] der Turm
    [queen] die Dame
   *[king] der König
} auf { $square } gehört nicht dir
illegal-only-pawns-promote = nur ein Bauer kann umgewandelt werden, und auf { $from } steht { $role ->
    [pawn] ein Bauer
    [knight] ein Springer
    [bishop] ein Läufer
    [rook] ein Turm
    [queen] eine Dame
   *[king] ein König
}
illegal-no-promotion-there = { $role ->
    [pawn] der Bauer
    [knight] der Springer
    [bishop] der Läufer
    [rook] der Turm
    [queen] die Dame
   *[king] der König
} auf { $from } wird auf { $to } nicht umgewandelt
illegal-cannot-move-to = { $role ->
    [pawn] der Bauer
    [knight] der Springer
    [bishop] der Läufer
    [rook] der Turm
    [queen] die Dame
   *[king] der König
} auf { $from } kann nicht nach { $to } ziehen
illegal-not-en-passant = der Zug { $from }{ $to } ist kein En-passant-Schlag
illegal-nothing-to-capture = { $has_role ->
    [yes] auf { $on } steht { $role ->
        [pawn] kein gegnerischer Bauer
        [knight] kein gegnerischer Springer
        [bishop] kein gegnerischer Läufer
        [rook] kein gegnerischer Turm
        [queen] keine gegnerische Dame
       *[king] kein gegnerischer König
    } zum Schlagen
   *[no] auf { $on } gibt es nichts zu schlagen
}
illegal-wrong-piece = auf { $square } steht { $role ->
    [pawn] ein Bauer
    [knight] ein Springer
    [bishop] ein Läufer
    [rook] ein Turm
    [queen] eine Dame
   *[king] ein König
}, { $named ->
    [pawn] kein Bauer
    [knight] kein Springer
    [bishop] kein Läufer
    [rook] kein Turm
    [queen] keine Dame
   *[king] kein König
}

syntax-not-a-move = schreibe Züge zum Beispiel so: Sf3, exd5, e8=D, O-O, e2e4 oder 5254
syntax-no-such-square = ein Feld { $square } gibt es auf dem Brett nicht
syntax-unknown-piece = `{ $letter }` ist kein Figurenbuchstabe
syntax-bad-promotion = ein Bauer wird auf der letzten Reihe in eine Dame, einen Turm, einen Läufer oder einen Springer umgewandelt (z. B. e8=D)
syntax-iccf-digits = Züge in ICCF-Ziffernnotation bestehen aus den Ziffern 1 bis 8, die Ziffer für die Umwandlungsfigur aus 1 bis 4 (z. B. 5254)
syntax-en-passant-squares = en passant braucht das Feld des Bauern und sein Zielfeld, z. B. en passant e5d6

## What was not understood

# The reasons follow "nicht verstanden:" and are capitalized there.
reason-unknown-command = `{ $word }` ist kein Befehl, den pawnpost kennt; sende „Hilfe“ für eine Liste aller Befehle
reason-bad-move = `{ $text }` ist kein Zug: { CAPITALIZE($problem) }
reason-ambiguous-draw = bietest du Remis an („Remis anbieten“), nimmst du es an („Remis annehmen“) oder lehnst du es ab („Remis ablehnen“)?
reason-ambiguous-cancel = bietest du den Abbruch an („Abbruch anbieten“), nimmst du ihn an („Abbruch annehmen“) oder lehnst du ihn ab („Abbruch ablehnen“)?
reason-castle-side = auf welcher Seite? Schreibe „Kurze Rochade“ (O-O) oder „Lange Rochade“ (O-O-O)
reason-en-passant-squares = { syntax-en-passant-squares }
reason-challenge = { $problem }; schreibe zum Beispiel „Herausforderung anna@example.org weiß Frist 14 Tage“
reason-language = pawnpost spricht `{ $word }` nicht; schreibe „Sprache de“, „Sprache en“, „Sprache fr“, „Sprache es“ oder „Sprache pt“
reason-question = `{ $command }?` ist eine Frage; schreibe es ohne Fragezeichen, wenn du es wirklich so meinst
reason-too-many-commands = zu viele Befehle in einer Mail; pawnpost liest nur die ersten { $max }, daher blieben diese Zeile und der Rest der Mail ungelesen
reason-too-many-games = eine Mail darf höchstens { $max } Partien ansprechen; diese Zeile und der Rest der Mail blieben ungelesen
reason-extra-text = `{ $word }` ist kein Befehl; schreibe Befehle allein in eine Zeile und deinen Kommentar in eine eigene Zeile

start-no-moves = nach `nach` fehlen die Züge der Eröffnung, zum Beispiel `nach 1.e4 c5 2.Sf3 d6`
start-too-long = eine Eröffnung darf höchstens { $max } Halbzüge haben
start-illegal = { $move } (Zug { $number }) ist in dieser Eröffnung nicht erlaubt
start-bad-fen = diese FEN ist keine gültige Stellung (prüfe den Teil „{ $field ->
    [board] Figurenstellung
    [turn] Zugrecht
    [castling] Rochaderechte
    [en-passant] En passant
    [halfmoves] Halbzugzähler
   *[fullmoves] Zugnummer
}“ der FEN)
start-both = eine Eröffnung (`nach …`) oder eine Stellung (`ab …`), nicht beides
start-no-such-960 = die Anfangsstellungen von Chess960 sind von 0 bis 959 nummeriert, nicht { $number }
start-over = diese Stellung ist schon entschieden (matt, patt oder kein Mattmaterial): darin kann keine Partie beginnen
challenge-no-address = Herausforderung braucht die Adresse deines Gegners
challenge-not-an-address = `{ $text }` ist keine Mailadresse: { CAPITALIZE($why) }
challenge-timeout-days = nach dem Wort „Frist“ fehlt die Zahl der Tage

address-error = { $error ->
    [empty] die Adresse ist leer
    [display-name] schreibe nur die Adresse, ohne Namen und spitze Klammern
    [quoted-local-part] der Teil vor dem @ steht in Anführungszeichen; pawnpost schreibt nur an einfache Adressen
    [whitespace] eine Adresse enthält keine Leerzeichen
    [invisible-character] die Adresse enthält ein unsichtbares oder unlesbares Zeichen
    [not-local-at-domain] eine Adresse hat die Form name@domain
    [non-ascii-local-part] der Teil vor dem @ enthält { $char }, ein Zeichen außerhalb von ASCII; pawnpost schreibt nur an Adressen, deren Teil vor dem @ aus a–z, Ziffern und . _ - + besteht
    [bad-local-part] der Teil vor dem @ enthält { $char }, ein Zeichen, das in einer Adresse nicht vorkommen kann
    [local-part-dots] der Teil vor dem @ beginnt oder endet mit einem Punkt oder hat zwei Punkte hintereinander
    [too-long] die Adresse ist zu lang
    [ip-literal] pawnpost schreibt nicht an IP-Adressen in eckigen Klammern
   *[bad-domain] der Teil nach dem @ ist kein Domainname wie example.org
}

conflict-two-moves = zwei Züge in einer Mail (`{ $first }` und `{ $second }`) — schicke nur einen Zug pro Mail
conflict-resign-with-move = ein Zug und Aufgeben in einer Mail (`{ $move }` und Aufgeben) — schicke nur eines von beiden
conflict-resign-with = Aufgeben und { $command } in einer Mail — schicke nur eines von beiden
conflict-contradicting = { $first } und { $second } in einer Mail — schicke nur eines von beiden
conflict-repeated = { $command } zweimal in einer Mail — schicke es einmal

## Results

termination = { $termination ->
    [checkmate] Matt
    [resignation] Aufgabe
    [stalemate] Patt
    [insufficient_material] ungenügendes Material
    [agreement] Vereinbarung
    [threefold_claim] dreifache Stellungswiederholung (reklamiert)
    [fifty_move_claim] die 50-Züge-Regel (reklamiert)
    [tablebase] Reklamation laut Endspieldatenbank
    [fivefold_repetition] fünffache Stellungswiederholung
    [seventyfive_moves] die 75-Züge-Regel
    [forfeit] Zeitüberschreitung
    [reverse_forfeit] umgekehrten Fristverlust
    [adjudication] Entscheidung des Administrators
   *[cancelled] im Einvernehmen
}
outcome = { $result ->
    [white] Weiß gewinnt durch { $by }, 1-0
    [black] Schwarz gewinnt durch { $by }, 0-1
    [draw] Remis durch { $by }, 1/2-1/2
   *[cancelled] abgebrochen (*)
}

## Commands as a player writes them

command-request-draw = Remis anbieten
command-accept-draw = Remis annehmen
command-deny-draw = Remis ablehnen
command-request-cancel = Abbruch anbieten
command-accept-cancel = Abbruch annehmen
command-deny-cancel = Abbruch ablehnen
command-claim-draw = Remis reklamieren
command-claim-draw-with = Remis reklamieren { $move }
command-claim-tablebase = { $claim ->
    [win] Tablebase-Gewinn reklamieren
   *[draw] Tablebase-Remis reklamieren
}
command-claim-tablebase-with = { $claim ->
    [win] Tablebase-Gewinn reklamieren
   *[draw] Tablebase-Remis reklamieren
} { $move }
command-resign = Aufgeben
# $timeout, $control and $start come with their leading space, or empty.
command-challenge = Herausforderung { $opponent }{ $color ->
    [white] {" "}weiß
    [black] {" "}schwarz
   *[random] {""}
}{ $timeout }{ $control }{ $start }{ $casual ->
    [yes] {" "}ungewertet
   *[no] {""}
}
command-challenge-after = nach { $moves }
command-challenge-from = ab { $fen }
command-challenge-timeout = Frist { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}
command-accept = Annehmen
command-decline = Ablehnen
command-board = Brett
command-history = Verlauf
command-pgn = PGN
command-games = { $page ->
    [0] Partien
   *[other] Partien { $page }
}
command-help = Hilfe
command-language = Sprache { $code }
command-board-style = { $style ->
    [words] Brett in Worten
    [text] Brett als Text
   *[picture] Brett als Bild
}
command-confirm = Bestätigen
command-block = Sperren
command-unblock = Entsperren

## Private Notizen

topic-your-notes = deine Notizen
line-note-kept = Notiz gespeichert; nur du siehst sie ({ $count ->
    [one] { $count } Notiz
   *[other] { $count } Notizen
} in dieser Partie).
line-notes-cleared = { $count ->
    [0] Du hattest in dieser Partie keine Notizen.
    [one] Deine Notiz in dieser Partie ist gelöscht.
   *[other] Deine { $count } Notizen in dieser Partie sind gelöscht.
}
line-no-notes = Du hast in dieser Partie keine Notizen. Schreibe „Notiz“ und deinen Text, um eine zu speichern; nur du siehst sie.
line-too-many-notes = Nicht gespeichert: Du hast in dieser Partie schon { $max } Notizen; sende „Notizen löschen“, um neu zu beginnen.
notes-heading = { $older ->
    [0] Deine Notizen (nur du siehst sie):
   *[other] Deine neuesten Notizen (nur du siehst sie; { $older } ältere: sende „Notizen“):
}
notes-entry = { $move ->
    [0] vor dem ersten Zug
   *[other] Zug { $move }
}: { $text }
reason-note-empty = „Notiz“ braucht den Text, den du behalten willst, z. B. „Notiz der Springer gehört nach d5“
reason-note-too-long = eine Notiz darf höchstens { $max } Zeichen lang sein
command-note = Notiz { $text }
command-notes = Notizen
command-clear-notes = Notizen löschen

## Die ersten Sätze eines Briefs, aus Sicht des Lesers: wer am Zug ist (oder das
## Ergebnis, einmal), der letzte Zug in Worten, Schach und durch welche Figur.
headline-your-move = Du bist am Zug ({ $side ->
    [white] Weiß
   *[black] Schwarz
}).
headline-their-move = { $opponent } ist am Zug ({ $side ->
    [white] Weiß
   *[black] Schwarz
}).
headline-over = Partie beendet: { $result ->
    [you] Du hast durch { $by } gewonnen
    [opponent] { $opponent } hat durch { $by } gewonnen
    [draw] Remis durch { $by }
   *[cancelled] abgebrochen
}.
headline-you-played = Du hast { $move } gespielt: { $words }.
headline-played = { $opponent } hat { $move } gespielt: { $words }.
headline-side-played = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $move } gespielt, bevor du übernommen hast: { $words }.
headline-moved = { board-role } von { $from } nach { $to }
headline-taking = schlägt { $yours ->
    [yes] { $role ->
        [queen] deine Dame
        [pawn] deinen Bauern
       *[other] deinen { board-role }
    }
   *[no] { $role ->
        [queen] die Dame
        [pawn] den Bauern
       *[other] den { board-role }
    }
}{ $en_passant ->
    [yes] {" "}auf { $square } en passant
   *[no] {""}
}
headline-castled = { $side ->
    [king] kurze
   *[queen] lange
} Rochade, { $stays ->
    [king] der König bleibt auf { $king_to }, Turm von { $rook_from } nach { $rook_to }
    [rook] König von { $king_from } nach { $king_to }, der Turm bleibt auf { $rook_to }
    [both] der König bleibt auf { $king_to } und der Turm auf { $rook_to }
   *[none] König von { $king_from } nach { $king_to }, Turm von { $rook_from } nach { $rook_to }
}
# Wer Schach gibt, als Subjekt: „Der Läufer auf b5 gibt dir Schach.“ ($count: wie viele
# Steine Schach geben).
headline-check = { $you ->
    [yes] { CAPITALIZE($by) } { $count ->
        [one] gibt
       *[other] geben
    } dir Schach.
   *[no] { CAPITALIZE($by) } { $count ->
        [one] gibt
       *[other] geben
    } { $opponent } Schach.
}
headline-checkmate = { $you ->
    [yes] { CAPITALIZE($by) } { $count ->
        [one] setzt
       *[other] setzen
    } dich matt.
   *[no] { CAPITALIZE($by) } { $count ->
        [one] setzt
       *[other] setzen
    } { $opponent } matt.
}
# Im Nominativ: „der Läufer auf b5“, „deine Dame auf e5“.
headline-checker = { $yours ->
    [yes] { $role ->
        [queen] deine Dame
       *[other] dein { board-role }
    }
   *[no] { $role ->
        [queen] die Dame
       *[other] der { board-role }
    }
} auf { $square }
headline-and = { $first } und { $second }
move-short = { $castle ->
    [king] kurze Rochade
    [queen] lange Rochade
   *[no] { board-role } { $capture ->
        [yes] schlägt auf
       *[no] nach
    } { $to }
}
