# K.-o.-Turniere mit Zwei-Partien-Matches: ihre Briefe und ihr Turnierbaum. Ein
# unentschiedenes Match geht in den Stichkampf (zwei weitere Partien).

# Der Name einer Runde, allein oder nach einem Komma.
knockout-round = { $round ->
    [final] Finale
    [semi] Halbfinale
    [quarter] Viertelfinale
   *[number] Runde { $number }
}
knockout-begins = Das K.-o.-Turnier { $name } beginnt: { $players } Spieler, { $rounds ->
    [1] eine Runde: ein Match über zwei Partien
   *[other] { $rounds } Runden mit Matches über zwei Partien
}. Die beiden Partien eines Matches laufen gleichzeitig, eine mit Weiß, eine mit Schwarz; steht ein Match unentschieden, folgt ein Stichkampf über zwei weitere Partien, und steht es danach immer noch gleich, kommt der besser Gesetzte weiter. Jede Partie deines ersten Matches kommt in einer eigenen Mail.
knockout-game = Eine Partie deines Matches in { $name }, { $round }{ $extra ->
    [yes] , Stichkampf nach Gleichstand
   *[no] {""}
}: zwei gleichzeitig begonnene Partien, eine mit Weiß, eine mit Schwarz.
knockout-bye = { $name }: Als einer der bestgesetzten Spieler hast du in der ersten Runde ein Freilos und kommst kampflos in die nächste Runde ({ $next }). Deine Partien kommen, sobald alle Matches der ersten Runde entschieden sind.
knockout-tie = { $name }, { $round }: Dein Match gegen { $opponent } steht nach zwei Partien { $score } unentschieden. Jetzt beginnt ein Stichkampf über zwei weitere Partien, eine mit Weiß, eine mit Schwarz (die Mails folgen); steht es danach immer noch gleich, { $higher ->
    [you] kommst du als besser Gesetzter weiter.
   *[opponent] kommt { $opponent } als besser Gesetzter weiter.
}
knockout-through = { $name }, { $round }: { $why ->
    [seed] Dein Match gegen { $opponent } steht auch nach dem Stichkampf { $score }, und du kommst als besser Gesetzter weiter (du bist an Nr. { $seed } gesetzt, { $opponent } an Nr. { $opponent_seed }).
    [withdrawal] { $opponent } hat sich zurückgezogen, und du kommst weiter.
   *[points] Du hast { $opponent } mit { $score } geschlagen.
} { $last ->
    [yes] Du hast { $name } gewonnen!
   *[no] Dein nächstes Match beginnt, sobald alle Matches dieser Runde entschieden sind.
}
knockout-out = { $name }, { $round }: { $why ->
    [seed] Dein Match gegen { $opponent } steht auch nach dem Stichkampf { $score }, und { $opponent } kommt als besser Gesetzter weiter ({ $opponent } ist an Nr. { $opponent_seed } gesetzt, du an Nr. { $seed }).
   *[points] Du hast gegen { $opponent } mit { $score } verloren; { $opponent } kommt weiter.
} { $last ->
    [yes] Du belegst den zweiten Platz.
   *[no] Damit ist { $name } für dich beendet.
}
knockout-heading = Turnierbaum von { $name } (K.-o.-System; aktuelle Runde: { $round }).
knockout-heading-over = Endgültiger Turnierbaum von { $name } (K.-o.-System): { $champion } gewinnt.
knockout-legend = In Klammern die Setznummer, { $seeds ->
    [stage] nach der Vorrunde: zuerst die Gruppensieger, dann nach Platz, Punkten und Sonneborn-Berger, Spieler derselben Gruppe in der ersten Runde möglichst getrennt
   *[rating] Nr. 1 ist der zu Beginn am höchsten bewertete Spieler
}. Die beiden Partien eines Matches laufen gleichzeitig, eine mit Weiß, eine mit Schwarz; steht ein Match unentschieden, folgt ein Stichkampf über zwei weitere Partien, und steht es danach immer noch gleich, kommt der besser Gesetzte weiter.
knockout-player = { $label } ({ $seed }{ $withdrawn ->
    [yes] , zurückgezogen
   *[no] {""}
})
knockout-match-bye = { $higher }: Freilos
knockout-match = { $higher } gegen { $lower }: { $state ->
    [playing] bisher { $score }, Partien laufen
    [tied] { $score } unentschieden, Stichkampf folgt
    [extra] { $score } nach Stichkampf, { $winner } weiter
    [seed] { $score } nach Stichkampf, { $winner } als besser Gesetzter weiter
    [withdrawal] { $score }, { $winner } nach Rückzug des Gegners weiter
   *[points] { $score }, { $winner } weiter
}
knockout-you-withdrew = Du hast dich aus { $name } zurückgezogen. { $games ->
    [0] Du spielst dort kein weiteres Match.
    [one] Deine laufende Partie dort wird als verloren gewertet; war dein Match noch nicht entschieden, geht es an deinen Gegner.
   *[other] Deine { $games } laufenden Partien dort werden als verloren gewertet; war dein Match noch nicht entschieden, geht es an deinen Gegner.
}
# The bracket's heading on the public site.
knockout-bracket = Turnierbaum
