# Mannschaftskämpfe: Brett gegen Brett, an jedem Brett beide Farben zugleich.

team-confirmed = Du spielst für die Mannschaft { $team } an Brett { $board }. Deine Partien beginnen, sobald beide Mannschaften des Kampfes vollständig aufgestellt sind: zwei Partien gleichzeitig gegen deinen Gegner am selben Brett der anderen Mannschaft, eine mit Weiß, eine mit Schwarz.
team-not-named = Du bist nicht für die Mannschaft { $team } aufgestellt: Die Spieler wählt der Mannschaftsführer aus und lässt sie vom Turnierleiter eintragen. Frag den Mannschaftsführer.
team-game = Eine Partie des Mannschaftskampfes { $name } ({ $home } gegen { $away }), Brett { $board }: zwei gleichzeitig begonnene Partien gegen denselben Gegner, eine mit Weiß, eine mit Schwarz.
team-decided = Der Mannschaftskampf { $name } ist entschieden: { $home } { $score } { $away }, { $drawn ->
    [yes] der Kampf endet unentschieden.
   *[no] { $winner } gewinnt ihn.
} { $running ->
    [one] Die noch laufende Partie wird zu Ende gespielt, denn sie zählt für die Brettpunkte.
   *[other] Die { $running } noch laufenden Partien werden zu Ende gespielt, denn sie zählen für die Brettpunkte.
}
team-over = Der Mannschaftskampf { $name } ist beendet: { $home } { $score } { $away }. { $drawn ->
    [yes] Der Kampf endet unentschieden.
   *[no] { $winner } gewinnt den Kampf.
}
team-standings = Mannschaftskampf { $name }: { $home } { $score } { $away } nach { $played } von { $games } Partien. Je Brett stehen die Punkte des Spielers von { $home }, zuerst aus seiner Weißpartie (… heißt: Partie läuft noch).
team-board = Brett { $board }: { $home } – { $away }: { $results }
