# Mannschaftskämpfe: Brett gegen Brett, an jedem Brett beide Farben zugleich.

team-confirmed = Du spielst für die Mannschaft { $team } an Brett { $board }. Deine Partien beginnen, sobald beide Mannschaften des Kampfes vollständig aufgestellt sind: zwei Partien gleichzeitig gegen deinen Gegner am selben Brett der anderen Mannschaft, eine mit Weiß, eine mit Schwarz.
team-not-named = Du bist nicht für die Mannschaft { $team } aufgestellt: Die Spieler wählt der Mannschaftsführer aus und stellt sie per Mail auf. Frag den Mannschaftsführer.
team-on-rival-team = Du spielst für { $other }, und { $other } trifft in einem Mannschaftsrundenturnier auf { $team }: Ein Spieler spielt nur für eine Seite.
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

# Die öffentliche Seite eines Mannschaftskampfes.
team-page-title = Mannschaftskampf { $name }
team-page-teams = { $home } gegen { $away } an { $boards ->
    [one] { $boards } Brett
   *[other] { $boards } Brettern
}: An jedem Brett spielen die beiden Spieler zwei Partien zugleich, eine mit jeder Farbe.
team-page-league = Runde { $round } von { $rounds } des Mannschaftsrundenturniers
team-page-score = Stand
team-page-standing = { $state ->
    [open] Noch nicht begonnen: Die Partien beginnen, sobald beide Mannschaften vollständig sind.
    [leads] { $team } führt; { $running } Partien laufen noch.
    [level] Die Mannschaften stehen gleich; { $running } Partien laufen noch.
    [decided] { $team } hat den Kampf gewonnen; die { $running } noch laufenden Partien zählen für die Brettpunkte.
    [won] { $team } hat den Kampf gewonnen.
    [forfeit] { $team } war nicht rechtzeitig vollständig und hat den Kampf kampflos verloren.
    [void] Keine der Mannschaften war rechtzeitig vollständig: Beide haben den Kampf kampflos verloren.
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

# Befehle des Mannschaftsführers: die Aufstellung und ein Ersatz im laufenden Kampf.
team-command-lineup = Aufstellen { $team } Brett { $board } { $player }
team-command-replace = Ersetzen { $player } durch { $substitute } im { $name }
team-lined-up = { $confirmed ->
    [yes] { $player } spielt jetzt am Brett { $board } von { $team }.
   *[no] { $player } ist für Brett { $board } von { $team } aufgestellt. Das Brett gehört erst nach einer eigenen Mail „Teilnehmen { $team }“: pawnpost schreibt nicht an diesen Spieler, sag es ihm also selbst.
}
team-not-captain = Nur der Mannschaftsführer von { $name } kann Spieler aufstellen oder ersetzen.
team-no-such-team = Es gibt keine Mannschaft namens { $name }.
team-no-such-match = Es gibt keinen Mannschaftskampf namens { $name }.
team-bad-board = Es gibt kein Brett { $board }: Die Bretter sind von 1 bis { $max } nummeriert.
team-unknown-player = Es gibt keinen Spieler namens { $player }: Nenne einen Spieler mit seinem öffentlichen Namen oder seiner Mailadresse.
team-board-taken = Brett { $board } von { $team } ist besetzt: { $player } spielt dort.
team-match-runs = Der Kampf { $name } von { $team } läuft: Seine Bretter ändern sich nur mit „Ersetzen SPIELER durch ERSATZ im { $name }“.
team-match-not-running = { $over ->
    [yes] Der Kampf { $name } ist beendet: Niemand kann mehr ersetzt werden.
   *[no] Der Kampf { $name } hat noch nicht begonnen: Ändere seine Bretter mit „Aufstellen MANNSCHAFT Brett N SPIELER“.
}
team-not-in-match = { $player } spielt im Kampf { $name } keine Partie für deine Mannschaft.
team-nothing-left = Alle Partien von { $player } im Kampf { $name } sind beendet: Es gibt nichts zu übernehmen.
team-not-on-team = { $player } hat keinen Platz in der Mannschaft { $team } übernommen: Ein Ersatzspieler tritt zuerst mit seiner eigenen Mail „Teilnehmen { $team }“ bei.
team-already-playing = { $player } spielt schon im Kampf { $name }.
team-no-room = { $player } kann keine { $games } weiteren Partien übernehmen: Er spielt schon { $active }, und die Grenze liegt bei { $max }.
team-replaced = Im Kampf { $name } übernimmt { $substitute } die noch laufenden Partien von { $player } für { $team }: { $games }. Beendete Partien behalten ihr Ergebnis.
team-you-are-replaced = Dein Mannschaftsführer hat dich im Kampf { $name } von { $team } ersetzt: { $substitute } spielt deine noch laufenden Partien ({ $games }) von ihrer Stellung aus weiter. Deine beendeten Partien behalten ihr Ergebnis.
team-you-take-over = Du übernimmst diese Partie des Mannschaftskampfes { $name } für { $team } an Brett { $board }, anstelle von { $player }. Sie geht von ihrer Stellung und ihrer Uhr aus weiter.
team-opponent-replaced = Im Mannschaftskampf { $name } spielt jetzt { $substitute } diese Partie für { $team }, anstelle von { $player }. Sie geht von ihrer Stellung und ihrer Uhr aus weiter.

# A team round robin: teams meet in team matches, one round at a time.
team-league-round = Runde { $round } von { $rounds } des Mannschaftsrundenturniers { $league }: { $team } spielt den Mannschaftskampf { $name }, { $home } gegen { $away }. { $begun ->
    [yes] Beide Mannschaften waren vollständig: Seine Partien haben begonnen.
   *[no] Seine Partien beginnen, sobald beide Mannschaften vollständig aufgestellt sind; eine Mannschaft, die bis { $deadline } nicht vollständig ist, verliert kampflos.
}
team-forfeited = { $why ->
    [withdrawn] { $both ->
        [yes] { $home } und { $away } haben sich beide aus dem Mannschaftsrundenturnier zurückgezogen: Beide verlieren den Mannschaftskampf { $name } kampflos, keine bekommt einen Punkt.
       *[no] { $loser } hat sich aus dem Mannschaftsrundenturnier zurückgezogen und verliert den Mannschaftskampf { $name } kampflos: { $home } { $score } { $away }.
    }
   *[late] { $both ->
        [yes] Weder { $home } noch { $away } war vollständig, als die Frist für den Mannschaftskampf { $name } ablief: Beide verlieren kampflos, keine bekommt einen Punkt.
       *[no] { $loser } war nicht vollständig, als die Frist für den Mannschaftskampf { $name } ablief, und verliert kampflos: { $home } { $score } { $away }.
    }
}
team-league-rests = { $team } ist in Runde { $round } von { $rounds } des Mannschaftsrundenturniers { $league } spielfrei: Bei einer ungeraden Zahl von Mannschaften ist in jeder Runde eine spielfrei.
team-league-table = { $over ->
    [yes] Das Mannschaftsrundenturnier { $league } ist beendet: { $shared ->
        [yes] Den ersten Platz teilen sich { $winner }.
       *[no] { $winner } gewinnt es.
    } Der Endstand:
   *[no] { $played ->
        [0] Das Mannschaftsrundenturnier { $league }, noch vor dem Ende der ersten Runde ({ $rounds } Runden):
       *[other] Das Mannschaftsrundenturnier { $league } nach { $played } von { $rounds } Runden:
    }
}
team-league-row = { $rank }. { $team }: Mannschaftspunkte { $mp }, Brettpunkte { $bp }, gespielte Kämpfe { $matches }.

# A team letter's subject, after "[pawnpost] ".
team-subject = { $what ->
    [team] Mannschaft { $name }
    [match] Mannschaftskampf { $name }
   *[league] Mannschaftsrundenturnier { $name }
}

# The public page of a team round robin.
team-league-page-title = Mannschaftsrundenturnier { $name }
team-league-page-intro = { $teams } Mannschaften treffen in Mannschaftskämpfen an { $boards ->
    [one] { $boards } Brett
   *[other] { $boards } Brettern
} aufeinander, eine Runde nach der anderen: { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}. Die Kämpfe einer Runde beginnen, wenn die vorige Runde beendet ist.
team-league-page-standing = { $over ->
    [yes] Beendet: { $shared ->
        [yes] Den ersten Platz teilen sich { $winner }.
       *[no] { $winner } hat gewonnen.
    }
   *[no] Runde { $round } von { $rounds } wird gespielt.
}
team-league-page-table = Tabelle
team-league-page-col-place = Platz
team-league-page-col-matches = Gespielte Kämpfe
team-league-page-rounds = Runden
team-league-page-round = Runde { $round }
team-league-page-not-yet = Noch nicht begonnen.
team-league-page-rests = { $team } ist in dieser Runde spielfrei.
team-league-page-how = Die Tabelle ordnet die Mannschaften nach Mannschaftspunkten, dann nach Brettpunkten, bei genau zwei punktgleichen Mannschaften dann nach dem direkten Vergleich; Mannschaften, die dann noch gleichauf liegen, teilen sich den Platz (in der Reihenfolge der Setzliste aufgeführt). Ein Kampf zählt, sobald alle seine Partien beendet sind.
team-league-page-index-heading = Mannschaftsrundenturniere
team-league-page-index-line = { $teams } Mannschaften, { $over ->
    [yes] { $shared ->
        [yes] erster Platz geteilt: { $winner }
       *[no] gewonnen von { $winner }
    }
   *[no] Runde { $round } von { $rounds }
}
