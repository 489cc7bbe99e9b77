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

# Die öffentliche Seite eines Mannschaftskampfes.
team-page-title = Mannschaftskampf { $name }
team-page-teams = { $home } gegen { $away } an { $boards ->
    [one] { $boards } Brett
   *[other] { $boards } Brettern
}: An jedem Brett spielen die beiden Spieler zwei Partien zugleich, eine mit jeder Farbe.
team-page-score = Stand
team-page-standing = { $state ->
    [open] Noch nicht begonnen: Die Partien beginnen, sobald beide Mannschaften vollständig sind.
    [leads] { $team } führt; { $running } Partien laufen noch.
    [level] Die Mannschaften stehen gleich; { $running } Partien laufen noch.
    [decided] { $team } hat den Kampf gewonnen; die { $running } noch laufenden Partien zählen für die Brettpunkte.
    [won] { $team } hat den Kampf gewonnen.
   *[drawn] Der Kampf endete unentschieden.
}
team-page-col-team = Mannschaft
team-page-col-board-points = Brettpunkte
team-page-col-match-points = Mannschaftspunkte
team-page-not-yet = noch nicht entschieden
team-page-boards = Bretter
team-page-col-board = Brett
team-page-col-game = { $color ->
    [white] Partie mit Weiß für { $team }
   *[black] Partie mit Schwarz für { $team }
}
team-page-col-board-score = Brettpunkte ({ $home }–{ $away })
team-page-nobody = noch nicht besetzt
team-page-not-started = nicht begonnen
team-page-game = #{ $game }: { $result ->
    [won] gewonnen von { $team }
    [drawn] remis
   *[running] läuft
}
team-page-rules = Regeln
team-page-how = Ein Sieg zählt 1 Brettpunkt, ein Remis ½. Die Mannschaft mit mehr Brettpunkten gewinnt den Kampf: 2 Mannschaftspunkte, bei Gleichstand je 1. Jeder Mannschaftsführer wählt seine Spieler; ein Spieler übernimmt ein Brett nur mit seiner Mail „Teilnehmen MANNSCHAFT“.
team-page-index-heading = Mannschaftskämpfe
team-page-index-line = { $home } gegen { $away }{ $started ->
    [yes] , { $score }
   *[no] , noch nicht begonnen
}
