# K.-o.-Turniere mit Zwei-Partien-Matches: ihre Briefe und ihr Turnierbaum.

# Der Name einer Runde, allein oder nach einem Komma.
knockout-round = { $round ->
    [final] Finale
    [semi] Halbfinale
    [quarter] Viertelfinale
   *[number] Runde { $number }
}
knockout-begins = Das K.-o.-Turnier { $name } beginnt: { $players } Spieler, { $rounds } Runden mit Matches über zwei Partien. Jedes Match besteht aus zwei gleichzeitig gespielten Partien, eine mit jeder Farbe; steht ein Match unentschieden, folgt ein weiteres Partienpaar, und steht es danach immer noch gleich, kommt der besser Gesetzte weiter. Die Partien deines ersten Matches kommen in eigenen Mails.
knockout-game = Eine Partie deines Matches in { $name }, { $round }{ $extra ->
    [yes] , das zusätzliche Paar nach einem Gleichstand
   *[no] {""}
}: zwei Partien, zugleich begonnen, eine mit jeder Farbe.
knockout-bye = { $name }: Als einer der bestgesetzten Spieler hast du in der ersten Runde ein Freilos und kommst ohne Partie in die nächste Runde ({ $next }). Deine Partien kommen, sobald alle Matches der ersten Runde entschieden sind.
knockout-tie = { $name }, { $round }: Dein Match gegen { $opponent } steht nach zwei Partien { $score } unentschieden. Jetzt beginnt ein weiteres Paar, eine Partie mit jeder Farbe (ihre Mails folgen); steht es danach immer noch gleich, { $higher ->
    [you] kommst du als besser Gesetzter weiter.
   *[opponent] kommt { $opponent } als besser Gesetzter weiter.
}
knockout-through = { $name }, { $round }: { $why ->
    [seed] Dein Match gegen { $opponent } steht auch nach dem zusätzlichen Paar { $score }, und du kommst als besser Gesetzter weiter (gesetzt als { $seed }, { $opponent } als { $opponent_seed }).
    [withdrawal] { $opponent } hat sich zurückgezogen, und du kommst weiter.
   *[points] Du hast { $opponent } mit { $score } geschlagen.
} { $last ->
    [yes] Du gewinnst { $name }!
   *[no] Dein nächstes Match beginnt, sobald alle Matches dieser Runde entschieden sind.
}
knockout-out = { $name }, { $round }: { $why ->
    [seed] Dein Match gegen { $opponent } steht auch nach dem zusätzlichen Paar { $score }, und { $opponent } kommt als besser Gesetzter weiter (gesetzt als { $opponent_seed }, du als { $seed }).
   *[points] { $opponent } hat dich mit { $score } geschlagen und kommt weiter.
} { $last ->
    [yes] Du wirst Zweiter.
   *[no] Für dich ist { $name } damit zu Ende.
}
knockout-heading = Turnierbaum von { $name } (K.-o.-System; läuft: { $round }).
knockout-heading-over = Endgültiger Turnierbaum von { $name } (K.-o.-System): { $champion } gewinnt.
knockout-legend = In Klammern die Setzliste, { $seeds ->
    [stage] nach der Vorrunde: zuerst die Gruppensieger, dann nach Platz, Punkten und Sonneborn-Berger, Spieler derselben Gruppe in der ersten Runde möglichst getrennt
   *[rating] 1 der zu Beginn am höchsten Bewertete
}. Jedes Match besteht aus zwei gleichzeitig gespielten Partien, eine mit jeder Farbe; steht ein Match unentschieden, folgt ein weiteres Paar, und steht es danach immer noch gleich, kommt der besser Gesetzte weiter.
knockout-player = { $label } ({ $seed }{ $withdrawn ->
    [yes] , zurückgezogen
   *[no] {""}
})
knockout-match-bye = { $higher }: Freilos
knockout-match = { $higher } gegen { $lower }: { $state ->
    [playing] bisher { $score }, Partien laufen
    [tied] { $score } unentschieden, ein weiteres Paar folgt
    [extra] { $score } nach dem zusätzlichen Paar, { $winner } weiter
    [seed] { $score } nach dem zusätzlichen Paar, { $winner } als besser Gesetzter weiter
    [withdrawal] { $score }, { $winner } nach einem Rückzug weiter
   *[points] { $score }, { $winner } weiter
}
knockout-you-withdrew = Du hast dich von { $name } abgemeldet. { $games ->
    [0] Du spielst dort kein weiteres Match.
    [one] Deine laufende Partie dort endete als deine Niederlage; ein Match, das sie noch nicht entschieden hatte, geht an deinen Gegner.
   *[other] Deine { $games } laufenden Partien dort endeten als deine Niederlagen; ein Match, das sie noch nicht entschieden hatten, geht an deinen Gegner.
}
# The bracket's heading on the public site.
knockout-bracket = Turnierbaum
