# Die öffentliche Seite (pawnpost publish): jeder Satz ihrer Seiten und ihres
# Atom-Feeds. Deutsch.
#
# Schlüssel, die der Code als Text übergibt, um Wörter zu wählen:
#   $result       white, black, draw, cancelled (eine beendete Partie), running
#   $color        white, black (die Farbe eines Spielers)
#   $outcome      won, drawn, lost, cancelled (eine Partie aus Sicht des Spielers der Seite)
#   $kind         rated, casual
#   $provisional  yes, no (eine noch vorläufige Wertung)
#   $state        open, running, finished (ein Turnier)
#   $format       single, double (ein Rundenturnier)
# $site ist der Name des Servers (server.name); $white, $black, $label, $opponent sind
# öffentliche Namen oder Kennungen (player12); $event der Name eines Turniers.

## Auf jeder Seite.

publish-nav = Website
publish-nav-home = Start
publish-nav-top = Rangliste
publish-nav-feed = Beendete Partien (Atom-Feed)
publish-footer = Fernschach per E-Mail bei { $site }. Spieler erscheinen nur unter ihrem öffentlichen Namen.
# Ein Begriff und sein Wert: "Bedenkzeit: 3 Tage pro Zug".
publish-fact = { $term }: { $value }
publish-none = Noch keine.
publish-newest-shown = Die neuesten { $shown } sind aufgeführt.

## Wörter der Tabellen und Listen.

publish-col-game = Partie
publish-col-white = Weiß
publish-col-black = Schwarz
publish-col-event = Veranstaltung
publish-col-result = Ergebnis
publish-col-ended = Beendet
publish-col-started = Begonnen
publish-col-player = Spieler
publish-col-rating = Wertung
publish-col-kind = Art
publish-col-time-control = Bedenkzeit
publish-col-range = Wertung des Gegners
publish-col-since = Eingestellt
publish-col-rank = Platz
publish-col-rated-games = Gewertete Partien
publish-col-points = Punkte
publish-col-sb = Sonneborn-Berger
publish-col-round = Runde
publish-col-move = Zug
publish-col-opponent = Gegner
publish-col-color = Farbe
publish-col-before = Vorher
publish-col-after = Nachher
publish-col-change = Änderung
publish-col-state = Stand
publish-col-seats = Plätze
publish-col-seat = Nr.
publish-result = { $result ->
    [white] 1-0
    [black] 0-1
    [draw] ½-½
    [cancelled] abgebrochen
   *[running] läuft
}
publish-outcome = { $outcome ->
    [won] gewonnen
    [drawn] remis
    [lost] verloren
   *[cancelled] abgebrochen
}
publish-color = { $color ->
    [white] Weiß
   *[black] Schwarz
}
publish-kind = { $kind ->
    [rated] gewertet
   *[casual] ungewertet
}
publish-rating = { $rating }{ $provisional ->
    [yes] {" "}(vorläufig)
   *[no] {""}
}
publish-any-rating = beliebig
publish-server-control = die des Servers
publish-single-game = Einzelpartie
publish-event-round = { $event }, Runde { $round }
publish-state = { $state ->
    [open] offen für Anmeldungen
    [running] läuft
   *[finished] beendet
}

## Die Startseite: die Herausforderungszentrale.

publish-index-title = { $site }: Fernschach
publish-running-heading = Laufende Partien
publish-running-count = { $count ->
    [0] Keine Partie läuft.
    [one] Eine Partie läuft.
   *[other] { $count } Partien laufen.
}
publish-running-delay = Die Züge einer laufenden Partie erscheinen verzögert, damit niemand sie live verfolgen und einem Spieler raten kann.
publish-results-heading = Neueste Ergebnisse
publish-seeks-heading = Offene Gesuche
publish-seeks-count = { $count ->
    [0] Kein Gesuch ist offen.
    [one] Ein Spieler sucht einen Gegner.
   *[other] { $count } Spieler suchen einen Gegner.
}
publish-seeks-how = Wer eines annehmen will, stellt per E-Mail ein Gesuch derselben Art ein: Der Server paart es mit dem ersten, das passt.
publish-tournaments-heading = Turniere

## Die Seite einer Partie.

publish-game-title = Partie { $game }: { $white } – { $black }
publish-game-facts = Über die Partie
publish-game-event = Veranstaltung
publish-game-started = Begonnen
publish-game-ended = Beendet
publish-game-result = Ergebnis
publish-game-ended-by = { $result ->
    [white] Weiß gewann durch { $by }.
    [black] Schwarz gewann durch { $by }.
    [draw] Remis durch { $by }.
   *[cancelled] Abgebrochen ({ $by }).
}
publish-game-running = Die Partie läuft.
publish-game-time-control = Bedenkzeit
publish-game-silence = Frist
publish-game-silence-days = { $days ->
    [one] wer { $days } Tag lang nicht zieht, verliert
   *[other] wer { $days } Tage lang nicht zieht, verliert
}
publish-game-position = Stellung
publish-game-position-start = Die Ausgangsstellung.
publish-game-position-after = Die Stellung nach { $move }.
publish-game-delay-end = Solange die Partie läuft, sind ihre Züge nicht öffentlich; sie erscheinen, wenn sie endet.
publish-game-delay-plies = { $plies ->
    [one] Solange die Partie läuft, wird ihr letzter Halbzug nicht gezeigt.
   *[other] Solange die Partie läuft, werden ihre letzten { $plies } Halbzüge nicht gezeigt.
}
publish-game-moves = Züge
publish-game-no-moves = Kein Zug wird gezeigt.
publish-game-pgn = Die Partie als PGN herunterladen
publish-game-ratings = Wertungen vor der Partie: Weiß { $white }, Schwarz { $black }.

## Die Seite eines Spielers.

publish-player-title = Spieler { $label }
publish-player-history = Wertungsverlauf
publish-player-results = Ergebnisse
publish-player-current = Laufende Partien
publish-player-tournaments = Turniere

## Die Rangliste.

publish-top-title = Rangliste
publish-top-intro = Die am besten bewerteten Spieler mit mindestens { $games ->
    [one] { $games } beendeten gewerteten Partie
   *[other] { $games } beendeten gewerteten Partien
}. Eine Wertung bleibt { $provisional ->
    [one] für die erste gewertete Partie
   *[other] für die ersten { $provisional } gewerteten Partien
} vorläufig.

## Die Seite eines Turniers.

publish-tournament-title = Turnier { $event }
publish-tournament-facts = Über das Turnier
publish-tournament-format = { $format ->
    [single] Einfaches Rundenturnier
    [knockout] K.-o.-System mit Matches über zwei Partien, gesetzt nach Wertung, beide Partien eines Matches zugleich; ein unentschiedenes Match spielt ein weiteres Paar, danach kommt der besser Gesetzte weiter
    [swiss] Schweizer System (holländisches System der FIDE) mit { $rounds } Runden, jede ausgelost, sobald die letzte Partie der vorigen Runde beendet ist
   *[double] Doppelrundenturnier: jedes Paar spielt zweimal, mit getauschten Farben
}, { $kind ->
    [rated] gewertet
   *[casual] ungewertet
}.
publish-tournament-seats = { $taken } von { $size } Plätzen belegt.
publish-tournament-start-after = Jede Partie beginnt nach { $moves }.
publish-tournament-start-from = Jede Partie beginnt in dieser Stellung (FEN): { $fen }
publish-tournament-crosstable = Kreuztabelle
publish-tournament-crosstable-note = Punkte, dann die Sonneborn-Berger-Wertung (die Punkte der besiegten Gegner plus die Hälfte der Punkte derer, gegen die remis gespielt wurde). { $finished } von { $total ->
    [one] { $total } Partie
   *[other] { $total } Partien
} beendet.
publish-tournament-withdrawn = † zurückgezogen
publish-tournament-players = Spieler
publish-tournament-games = Partien

## Der Atom-Feed der beendeten Partien.

publish-feed-title = { $site }: beendete Partien
publish-feed-entry = { $white } – { $black }: { publish-result }
