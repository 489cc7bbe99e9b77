# Die Briefe einer Rangliste (Leiter, Issue 32, Punkt 5): Spieler halten Plätze, 1 ganz
# oben, und steigen auf, indem sie einen Spieler einige Plätze über sich fordern. $name
# ist der Name der Leiter, $player ein öffentlicher Name, $place ein Platz, $date ein
# Zeitpunkt, wie die Briefe ihn schreiben.

ladder-subject = Rangliste { $name }

ladder-joined = Sie stehen auf der Rangliste { $name }, auf Platz { $place }. Sie steigen auf, indem Sie einen Spieler bis zu { $reach ->
    [one] einem Platz
   *[other] { $reach } Plätze
} über sich fordern: Herausfordern NAME in { $name } (oder die Nummer des Platzes statt NAME).
ladder-already-on = Sie stehen bereits auf der Rangliste { $name }, auf Platz { $place }.
ladder-full = Die Rangliste { $name } hat { $max } Spieler, so viele, wie sie aufnimmt.
ladder-you-left = Sie haben die Rangliste { $name } verlassen. Die Spieler unter Ihnen rücken einen Platz auf.
ladder-you-left-cancelled = Sie haben die Rangliste { $name } verlassen; Ihre Forderung mit { $player } ist aufgehoben. Die Spieler unter Ihnen rücken einen Platz auf.
ladder-not-on = Sie haben keinen Platz auf der Rangliste { $name }.
ladder-challenge-refused = Auf { $name } wurde keine Forderung gestellt: { $why }.
ladder-refusal-you-are-not-on = Sie haben dort keinen Platz (melden Sie sich zuerst an)
ladder-refusal-no-such-player = niemand namens { $player } hat dort einen Platz
ladder-refusal-no-such-player-unquoted = niemand mit diesem Namen hat dort einen Platz
ladder-refusal-no-such-place = Platz { $place } ist nicht besetzt
ladder-refusal-yourself = Sie können sich nicht selbst fordern
ladder-refusal-not-above = eine Rangliste erklimmt man: fordern Sie einen Spieler über Ihnen
ladder-refusal-too-far = dieser Spieler steht { $places } Plätze über Ihnen, und Sie dürfen bis zu { $reach } fordern
ladder-refusal-you-are-busy = Sie haben schon eine offene Forderung; eine nach der anderen
ladder-refusal-defender-busy = { $player } hat schon eine offene Forderung; versuchen Sie es, wenn sie entschieden ist
ladder-refusal-too-soon = Sie haben gegen diesen Spieler kürzlich remisiert oder verloren; Sie dürfen ihn ab { $date } wieder fordern
ladder-refusal-too-many-today = Sie haben dort heute schon { $max } Forderungen gestellt, so viele, wie ein Tag erlaubt
ladder-refusal-too-many-games = Sie spielen { $max } Partien, so viele, wie Sie dürfen
ladder-challenge-sent = Sie haben { $player } (Platz { $place }) auf der Rangliste { $name } gefordert. Die Antwort muss bis { $date } kommen; eine abgelehnte oder unbeantwortete Forderung bringt Ihnen den Platz.
ladder-challenged = { $player } (Platz { $their_place }) fordert Sie (Platz { $place }) auf der Rangliste { $name }. Antworten Sie bis { $date }:
    Forderung annehmen { $name }: eine Partie beginnt, { $player } mit Weiß; gewinnt { $player }, übernimmt er Ihren Platz, und Sie rücken einen Platz ab.
    Forderung ablehnen { $name }: { $player } übernimmt Ihren Platz sofort.
    Ohne Antwort gilt die Forderung als abgelehnt.
ladder-accepted = Sie haben die Forderung von { $player } auf der Rangliste { $name } angenommen: Partie #{ $game } beginnt, { $player } mit Weiß; ihre erste Mail folgt.
ladder-nothing-to-answer = Keine Forderung einer Rangliste wartet auf Ihre Antwort.
ladder-which-ladder = Sie sind auf mehreren Ranglisten gefordert: nennen Sie die, auf die Sie antworten, z. B. Forderung annehmen NAME.
ladder-say-which = { $accept ->
    [yes] Eine Herausforderung per Adresse und Ihre Forderung auf der Rangliste { $name } warten beide auf Ihre Antwort; ein bloßes „Annehmen“ könnte die falsche Partie beginnen. Um die Forderung der Rangliste anzunehmen, schreiben Sie „Forderung annehmen { $name }“; um die andere anzunehmen, antworten Sie auf deren Einladung.
   *[no] Ihre Forderung auf der Rangliste { $name } wartet auf Ihre Antwort. Ein bloßes „Ablehnen“ gilt nicht als Verzicht auf Ihren Platz: Um abzulehnen, schreiben Sie „Forderung ablehnen { $name }“.
}
ladder-game-of = Eine Partie der Rangliste { $name }: { $challenger } hat { $defender } gefordert. Gewinnt { $challenger }, übernimmt er den Platz von { $defender }.
ladder-ended-challenger = { $ending ->
    [won] Sie haben Ihre Forderung gegen { $player } auf der Rangliste { $name } gewonnen: Sie übernehmen den Platz, { $place }.
    [declined] { $player } hat Ihre Forderung auf der Rangliste { $name } abgelehnt: Sie übernehmen den Platz, { $place }.
    [unanswered] { $player } hat Ihre Forderung auf der Rangliste { $name } nicht rechtzeitig beantwortet: Sie übernehmen den Platz, { $place }.
    [drawn] Ihre Forderung gegen { $player } auf der Rangliste { $name } endete remis: die Plätze bleiben, wie sie waren; Sie stehen auf Platz { $place }.
   *[lost] Sie haben Ihre Forderung gegen { $player } auf der Rangliste { $name } verloren: die Plätze bleiben, wie sie waren; Sie stehen auf Platz { $place }.
}
ladder-ended-defender = { $ending ->
    [won] { $player } hat die Forderung gegen Sie auf der Rangliste { $name } gewonnen und übernimmt Ihren Platz; Sie rücken einen Platz ab, auf Platz { $place }.
    [declined] Sie haben die Forderung von { $player } auf der Rangliste { $name } abgelehnt: { $player } übernimmt Ihren Platz; Sie rücken einen Platz ab, auf Platz { $place }.
    [unanswered] Sie haben die Forderung von { $player } auf der Rangliste { $name } nicht rechtzeitig beantwortet: { $player } übernimmt Ihren Platz; Sie rücken einen Platz ab, auf Platz { $place }.
    [drawn] Die Forderung von { $player } auf der Rangliste { $name } endete remis: Sie behalten Ihren Platz, { $place }.
   *[lost] Sie haben die Forderung von { $player } auf der Rangliste { $name } abgewehrt: Sie behalten Ihren Platz, { $place }.
}
ladder-moved-down = { $player } ist auf der Rangliste { $name } an Ihnen vorbeigezogen; Sie rücken einen Platz ab, auf Platz { $place }.
ladder-cancelled = Ihre Forderung mit { $player } auf der Rangliste { $name } ist aufgehoben: { $player } hat die Rangliste verlassen.
ladder-standings-heading = Die Rangliste { $name }: { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}.
ladder-place = { $place }. { $player }
ladder-place-challenging = { $place }. { $player } (fordert { $defender })
ladder-place-playing = { $place }. { $player } (spielt gegen { $defender })
ladder-empty = Noch hat niemand einen Platz.
ladder-rules = Regeln: fordern Sie bis zu { $reach ->
    [one] einem Platz
   *[other] { $reach } Plätze
} über sich, eine Forderung nach der anderen; eine Forderung wird binnen { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
} beantwortet, sonst gilt sie als abgelehnt; ein Sieg, eine Ablehnung oder Schweigen bringt den Platz, und die Spieler dazwischen rücken einen Platz ab; Remis oder Niederlage ändern nichts, und derselbe Spieler darf erst nach { $rematch_days ->
    [one] { $rematch_days } Tag
   *[other] { $rematch_days } Tagen
} wieder gefordert werden.

## Die Befehle, wie Spieler sie schreiben.

ladder-command-challenge = Herausfordern { $player } in { $name }
ladder-command-accept = Forderung annehmen { $name }
ladder-command-decline = Forderung ablehnen { $name }

## Die öffentliche Seite der Rangliste und ihre Zeile auf der Startseite.

ladder-page-title = Rangliste { $name }
ladder-page-places = Plätze
ladder-page-nobody = Noch hat niemand einen Platz.
ladder-page-col-place = Platz
ladder-page-col-player = Spieler
ladder-page-open = Offene Forderungen
ladder-page-none = Keine.
ladder-page-col-challenger = Fordernder
ladder-page-col-defender = Geforderter
ladder-page-col-state = Stand
ladder-page-playing = spielt Partie #{ $game }
ladder-page-waiting = Antwort bis { $date }
ladder-page-changes = Letzte Änderungen
ladder-page-col-date = Datum
ladder-page-col-outcome = Ausgang
ladder-page-outcome = { $ending ->
    [won] gewonnen, Platz { $place } übernommen
    [declined] abgelehnt, Platz { $place } übernommen
    [unanswered] unbeantwortet, Platz { $place } übernommen
    [drawn] remis, keine Änderung
    [lost] verloren, keine Änderung
   *[cancelled] aufgehoben
}
ladder-page-rules = Regeln
ladder-page-how = Zum Mitmachen schreiben Sie „Teilnehmen { $name }“; zum Fordern „Herausfordern NAME in { $name }“.
ladder-page-index-heading = Ranglisten
ladder-page-players = { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}

## `Spieler NAME` und die öffentliche Seite des Spielers: die Ranglisten, auf denen er
## einen Platz hat. $busy yes, no: eine offene Forderung folgt; $challenge ist
## ladder-player-challenge; $side challenging, challenged, playing.
ladder-player-heading = Ranglisten:
ladder-player-standing = { $busy ->
    [yes] { $name }: Platz { $place } von { $players }; { $challenge }
   *[no] { $name }: Platz { $place } von { $players }
}
ladder-player-challenge = { $side ->
    [challenging] fordert { $player } heraus, Antwort bis { $date }
    [challenged] von { $player } herausgefordert, Antwort bis { $date }
   *[playing] spielt eine Forderungspartie gegen { $player }
}
ladder-page-col-ladder = Rangliste
ladder-page-col-challenge = Forderung
ladder-page-place-of = { $place } von { $players }
