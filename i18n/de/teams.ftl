# Mannschaftskämpfe: Brett gegen Brett, an jedem Brett beide Farben zugleich.

team-confirmed = Du spielst am Brett { $board } der Mannschaft { $team }. Deine Partien beginnen, sobald beide Mannschaften ihres Kampfes vollständig sind: zwei Partien zugleich gegen den Spieler der anderen Mannschaft an deinem Brett, eine mit jeder Farbe.
team-not-named = Du bist nicht für die Mannschaft { $team } aufgestellt: Ihr Mannschaftsführer wählt die Spieler aus und lässt sie vom Turnierleiter eintragen. Frag den Mannschaftsführer.
team-game = Eine Partie des Mannschaftskampfes { $name } ({ $home } gegen { $away }), Brett { $board }: zwei zugleich begonnene Partien gegen denselben Spieler, eine mit jeder Farbe.
team-decided = Der Mannschaftskampf { $name } ist entschieden: { $home } { $score } { $away }, { $drawn ->
    [yes] der Kampf endet unentschieden.
   *[no] { $winner } gewinnt ihn.
} Die { $running } noch laufenden Partien werden zu Ende gespielt: Sie zählen für die Brettpunkte.
team-over = Der Mannschaftskampf { $name } ist beendet: { $home } { $score } { $away }. { $drawn ->
    [yes] Der Kampf endet unentschieden.
   *[no] { $winner } gewinnt den Kampf.
}
team-standings = Der Mannschaftskampf { $name }: { $home } { $score } { $away } nach { $played } von { $games } Partien. Jedes Brett zeigt die Punkte des Spielers von { $home }, zuerst die Partie mit Weiß (… solange sie läuft).
team-board = Brett { $board }: { $home } – { $away }: { $results }
