# Die Gemeinschaft: öffentliche Namen, Wertungen, die Rangliste, der Verlauf eines
# Spielers, offene Gesuche und Turniere. Deutsch, mit „du“.
#
# Schlüssel, die der Code als Text übergibt, um Wörter zu wählen:
#   $kind         rated, casual (gewertet, ungewertet)
#   $provisional  yes, no (eine noch vorläufige Wertung)
#   $rated        yes, no (eine Partie, die für die Wertung zählte)
#   $yours        yes, no (die eigene Suche des Lesers)
#   $format       single, double (ein Rundenturnier: jedes Paar spielt ein- oder zweimal)
#   $color, $loser  white, black
#   $result       won, drawn, lost, cancelled (eine Partie, für den Spieler des Verlaufs)
#   $why          ein abgelehnter Name: too_short, too_long, bad_character, address, reserved, official, confusing, taken
#                 eine ungewertete Partie: casual, cancelled, too_short, withdrawal, older


## Die Zeilen der Hilfe zu den Befehlen der Gemeinschaft. Die Befehlswörter sind die
## von community-command-… unten.

community-help =
    Gemeinschaft (andere sehen deinen Namen, nie deine Adresse):
      Name Alice_K (dein öffentlicher Name), Wertung, Rangliste [100], Spieler [NAME]
      Suche [ungewertet] [1400-1800] [3 Tage pro Zug | Fischer 10+1] (eine offene Herausforderung an alle), Gesuche [2], Suche zurücknehmen
      Teilnehmen TURNIER, Tabelle [TURNIER]
      Schweizer System: Halbpunkt-Bye [TURNIER] (die nächste Runde frei, ½ Punkt), Bye zurücknehmen [TURNIER]
      Forderungsranglisten: Teilnehmen LISTE, Herausfordern NAME in LISTE, Forderung annehmen, Forderung ablehnen, Abmelden LISTE
      Mannschaftsführer: Aufstellen MANNSCHAFT Brett N SPIELER, Ersetzen SPIELER durch ERSATZ im KAMPF
    Herausforderungen und Suchen werden gewertet, außer du schreibst ungewertet dazu.


## Betreffs der Mails der Gemeinschaft, nach „[pawnpost] “.

community-subject-name = Dein Name
community-subject-rating = Deine Wertung
community-subject-top = Rangliste
community-subject-player = Spieler { $name }
community-subject-seeks = Offene Gesuche
community-subject-seek-expired = Dein Gesuch ist abgelaufen
community-subject-tournament = Turnier { $name }
community-subject-standings = Tabelle { $name }
community-subject-final-standings = Abschlusstabelle { $name }


## Öffentliche Namen.

community-name-set = Dein öffentlicher Name ist jetzt { $name }. Alle anderen sehen ihn statt deiner Adresse.
# $problem: community-name-problem.
community-name-refused = Den Namen `{ $name }` kannst du nicht verwenden: { $problem }.
# In einem festen Formular, das nicht wiederholt, was die Mail sagte.
community-name-refused-unquoted = Diesen Namen kannst du nicht verwenden: { $problem }.
# Warum ein Name nicht geht, nach einem Doppelpunkt. $min, $max: Zeichen; $character:
# das nicht erlaubte.
community-name-problem = { $why ->
    [too_short] Er braucht mindestens { $min } Zeichen
    [too_long] Er darf höchstens { $max } Zeichen haben
    [bad_character] `{ $character }` ist nicht erlaubt; verwende die Buchstaben a–z, Ziffern, _ und -
    [address] Eine Mailadresse kann kein Name sein
    [reserved] Namen wie player12 zeigt pawnpost für Spieler ohne Namen
    [official] Namen wie admin, postmaster oder der Name des Servers selbst ließen andere glauben, der Server oder seine Betreiber schrieben ihnen
    [confusing] Wörter, mit denen die Briefe die Beteiligten einer Partie bezeichnen, etwa Sie, Weiss oder Schwarz, ließen Briefe über deine Partien etwas Falsches sagen
   *[taken] Ein anderer Spieler trägt ihn schon
}


## Wertungen.

# Eine Wertung vor und nach einer Partie. $delta: die Änderung mit Vorzeichen (+18, −7, 0).
community-rating-change = von { $before } auf { $after } ({ $delta }{ $provisional ->
    [yes] , vorläufig
   *[no] {""}
})
community-your-rating = Deine { $pool ->
    [chess960] Chess960-Wertung
   *[standard] Wertung
} ist { $rating }{ $provisional ->
    [yes] {" "}(vorläufig)
   *[no] {""}
} nach { $games ->
    [one] { $games } gewerteten Partie
   *[other] { $games } gewerteten Partien
}; Unsicherheit (RD) { $deviation }.
community-no-rated-games = Du hast noch keine gewertete Partie beendet; alle beginnen mit 1500.
# $change: community-rating-change.
community-last-change = Deine letzte gewertete Partie, #{ $game }: { $change }.
# $you, $theirs: community-rating-change.
community-game-rated = Gewertete Partie{ $pool ->
    [chess960] {" "}(Chess960-Wertung)
   *[standard] {""}
}: deine Wertung { $you }; { $opponent }: { $theirs }.
community-game-not-rated = { $why ->
    [casual] Diese Partie war ungewertet; keine Wertung hat sich geändert.
    [cancelled] Eine abgebrochene Partie wird nicht gewertet.
    [too_short] Nicht gewertet: Die Partie war entschieden, bevor beide Spieler je zwei Züge gespielt hatten.
    [withdrawal] Nicht gewertet: Die Partie endete mit einem Rückzug aus dem Turnier.
   *[older] Nicht gewertet: Die Partie begann, bevor pawnpost Wertungen führte.
}
# In einer Herausforderung und ihrer Einladung.
community-challenge-rated = { $kind ->
    [rated] Die Partie wird gewertet.
   *[casual] Die Partie wird nicht gewertet.
}
# $label: wie andere den Leser sehen (ein öffentlicher Name oder player12).
community-known-as = Andere sehen dich als { $label }; sende „Name“ und einen Namen deiner Wahl, um das zu ändern.


## Die Rangliste.

community-top-heading = Die bestbewerteten { $pool ->
    [chess960] Chess960-Spieler
   *[standard] Spieler
} (mindestens { $min_games ->
    [one] { $min_games } gewertete Partie
   *[other] { $min_games } gewertete Partien
}; ? kennzeichnet eine vorläufige Wertung):
# Eine Zeile der Liste: $rank kommt rechtsbündig in drei Spalten.
community-top-entry = { $rank }. { $label }  { $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}  ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}{ $timeouts ->
    [none] {""}
   *[other] , { $timeouts } % auf Zeit verloren
})
community-top-empty = Die Liste ist noch leer: Noch keine gewertete Partie ist beendet.


## Der Verlauf eines Spielers.

community-no-such-player = Es gibt keinen Spieler namens { $name }.
# In einem festen Formular, das nicht wiederholt, was die Mail sagte.
community-no-such-player-unquoted = Es gibt keinen Spieler mit diesem Namen.
community-player-by-name-only = Spieler findest du über ihren öffentlichen Namen (so wie „Rangliste“ und „Gesuche“ sie zeigen), nie über ihre Adresse.
community-questions-per-mail = pawnpost beantwortet pro Mail höchstens { $questions } verschiedene Fragen zu Spielern, Wertungen, Gesuchen und Turnieren; stelle die übrigen in einer weiteren Mail.
community-player-heading = Spieler { $label }
community-player-rating = { $games ->
    [0] { $pool ->
        [chess960] Chess960-Wertung
       *[standard] Wertung
    }: noch keine (keine gewertete Partie beendet).
   *[other] { $pool ->
        [chess960] Chess960-Wertung
       *[standard] Wertung
    }: { $rating }{ $provisional ->
        [yes] {" "}(vorläufig)
       *[no] {""}
    } nach { $games ->
        [one] { $games } gewerteten Partie
       *[other] { $games } gewerteten Partien
    }.
}
community-player-record = Beendete Partien: { $played } — { $won } gewonnen, { $drawn } remis, { $lost } verloren (davon { $lost_on_time } durch Zeitüberschreitung).
# Eine Zahl von Tagen mit einer Nachkommastelle und ihrer Einheit: $whole, dann $tenth
# (0 bis 9). Mit Nachkommastelle steht der Plural: „1,0 Tage“, „0,5 Tage“.
community-tenths = { $whole },{ $tenth } Tage
# $days: der Durchschnitt in Tagen (community-tenths).
community-player-speed = Durchschnittliche Bedenkzeit pro Zug { $games ->
    [one] in der letzten Partie
   *[other] in den letzten { $games } Partien
}: { $days }.
community-player-speed-unknown = Noch keine Züge, deren Zeit man messen könnte.
community-player-reliability = Letzte { $days } Tage: { $finished ->
        [0] keine Partie beendet
       *[other] auf Zeit verloren { $lost_on_time } von { $finished } beendeten ({ $percent } %)
    }{ $timed ->
        [yes] ; Median der Zeit pro Zug { $median }.
       *[no] .
    }
community-results-heading = Letzte Ergebnisse:
# Eine beendete Partie; $pgn: ihr Ergebnis, wie PGN es schreibt (1-0, 0-1, 1/2-1/2, *).
community-result = #{ $game }  mit { $color ->
    [white] Weiß
   *[black] Schwarz
} gegen { $opponent }: { $result ->
    [won] gewonnen
    [drawn] remis
    [lost] verloren
   *[cancelled] abgebrochen
} ({ $pgn }{ $rated ->
    [yes] , gewertet
    [chess960] , als Chess960 gewertet
   *[no] {""}
})
community-current-heading = Laufende Partien:
community-current = #{ $game }  mit { $color ->
    [white] Weiß
   *[black] Schwarz
} gegen { $opponent }, Zug { $fullmove }
# Unter einer leeren Überschrift.
community-none-yet = keine


## Offene Gesuche.

# Nach der Art einer Suche, wenn sie einen Wertungsbereich verlangt (sonst leer).
community-range = , Gegner mit Wertung { $min } bis { $max }
# Nach der Art einer Suche oder eines Turniers, wenn es eine Bedenkzeit hat (sonst
# leer). $control: die Bedenkzeit in Worten.
# After a seek's time control: the game is Chess960.
community-chess960 = , Chess960
community-timeouts = , höchstens { $max } % auf Zeit verloren
community-control = , { $control }
# $range: community-range; $control: community-control.
community-seek-posted = Dein Gesuch ist eingestellt: eine { $kind ->
    [rated] gewertete
   *[casual] ungewertete
} Partie{ $range }{ $control }. Der erste Spieler, dessen Gesuch passt, beginnt mit dir eine Partie; dein Gesuch bleibt { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} offen. Mit „Suche zurücknehmen“ ziehst du es zurück.
community-seek-replaced = Es ersetzt dein früheres Gesuch: Jeder hat höchstens ein offenes Gesuch.
community-seek-timeouts-refused = Das offene Gesuch von { $label } passt zu deinem, nimmt aber nur Spieler an, die in den letzten { $days } Tagen höchstens { $max } % ihrer Partien auf Zeit verloren haben. Bei dir: { $lost_on_time } von { $finished } auf Zeit verloren ({ $percent } %), deshalb beginnt keine Partie mit { $label }.
# $control: die Bedenkzeit, wie die Suche sie schrieb; $refusal: warum sie nicht geht.
community-seek-control-out-of-range = Dein Gesuch ist nicht eingestellt: { $control }. { $refusal }
community-seek-matched = Dein Gesuch hat einen Gegner gefunden: eine { $kind ->
    [rated] gewertete
   *[casual] ungewertete
} Partie gegen { $opponent } ({ $rating }); die Farben wurden ausgelost.
community-seeks-heading = Offene Gesuche (sende „Suche“, um mit dem ersten passenden gepaart zu werden):
# Eine offene Suche. $range: community-range; $control: community-control.
community-seek-entry = { $label } ({ $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}), { $kind ->
    [rated] gewertet
   *[casual] ungewertet
}{ $range }{ $control }, { $days_ago ->
    [0] seit heute
    [one] seit { $days_ago } Tag
   *[other] seit { $days_ago } Tagen
}{ $yours ->
    [yes] {" "}— deine
   *[no] {""}
}
community-no-seeks = Zurzeit gibt es keine offenen Gesuche. Sende „Suche“, um selbst ein Gesuch einzustellen.
# Unter einer Seite offener Gesuche, die nicht die letzte ist; $next: die Nummer der nächsten.
community-seeks-page = Seite { $page } von { $pages } ({ $total } offene Gesuche). Sende „Gesuche { $next }“ für die nächste Seite.
community-seeks-last-page = Seite { $page } von { $pages } ({ $total } offene Gesuche), die letzte. Sende „Gesuche“ für die erste.
# Eine Seite nach der letzten wurde verlangt; die letzte wird gezeigt.
community-no-such-seeks-page = { $pages ->
    [1] Eine Seite { $asked } gibt es nicht: Die offenen Gesuche passen auf eine Seite.
   *[other] Eine Seite { $asked } gibt es nicht: Die offenen Gesuche füllen { $pages } Seiten. Hier ist die letzte.
}
community-seek-cancelled = Dein Gesuch ist zurückgenommen.
community-no-seek-to-cancel = Du hast kein offenes Gesuch.
community-seek-expired = Dein Gesuch hat in { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
} keinen Gegner gefunden und ist abgelaufen. Sende „Suche“, um es noch einmal zu versuchen.
community-too-many-games-to-seek = Du spielst schon so viele Partien wie erlaubt ({ $max }); ein Gesuch würde eine weitere beginnen.


## Turniere.

community-open-tournaments-heading = Turniere, bei denen du noch mitspielen kannst:
# $control: community-control.
community-open-tournament = { $name }: { $format ->
    [single] einfaches Rundenturnier
    [knockout] K.-o.-System mit Zwei-Partien-Matches
    [swiss] Schweizer System, { $rounds } Runden
   *[double] doppeltes Rundenturnier
}{ $control }, { $taken } von { $size } Plätzen vergeben — sende „Teilnehmen { $name }“
community-joined = Du bist beim Turnier { $name } dabei ({ $taken } von { $size } Plätzen vergeben). Das Turnier beginnt, sobald der letzte Platz vergeben ist; dann kommt jede deiner Partien in einer eigenen Mail.
community-already-joined = Du bist beim Turnier { $name } schon angemeldet.
community-no-such-tournament = Es gibt kein Turnier namens { $name }.
# In einem festen Formular, das nicht wiederholt, was die Mail sagte.
community-no-such-tournament-unquoted = Es gibt kein Turnier mit diesem Namen.
community-not-open = Beim Turnier { $name } kann man sich nicht mehr anmelden: Es hat schon begonnen oder ist vorbei.
community-tournament-begins = Das Turnier { $name } beginnt: { $players } Spieler, insgesamt { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, alle ab sofort. Jede deiner Partien kommt in einer eigenen Mail.
# In der ersten Mail einer Turnierpartie.
community-tournament-game = Eine Partie des Turniers { $name }, Runde { $round } von { $rounds }.
community-too-busy-to-join = Mit dem Turnier { $needed ->
    [one] käme { $needed } Partie
   *[other] kämen { $needed } Partien
} hinzu, aber du spielst schon { $active }, und die Grenze liegt bei { $max }.
community-too-many-timeouts-to-join = { $name } nimmt nur Spieler an, die in den letzten { $days } Tagen höchstens { $max } % ihrer Partien auf Zeit verloren haben. Bei dir: { $lost_on_time } von { $finished } auf Zeit verloren ({ $percent } %), daher kannst du jetzt nicht teilnehmen. Es zählen nur die letzten { $days } Tage: Ältere Verluste fallen mit der Zeit heraus.
community-which-tournament = Welches Turnier? Schreibe „Tabelle“ und den Namen des Turniers.
community-standings-heading = Tabelle von { $name } ({ $format ->
    [single] einfaches Rundenturnier
   *[double] doppeltes Rundenturnier
}) nach { $finished } von { $total ->
    [one] { $total } Partie
   *[other] { $total } Partien
}. Bei Punktgleichheit entscheidet die Sonneborn-Berger-Wertung (SB).
community-final-standings-heading = Abschlusstabelle von { $name } ({ $format ->
    [single] einfaches Rundenturnier
   *[double] doppeltes Rundenturnier
}, { $total ->
    [one] die einzige Partie beendet
   *[other] alle { $total } Partien beendet
}). Bei Punktgleichheit entscheidet die Sonneborn-Berger-Wertung (SB).
# Unter einer Tabelle mit zurückgezogenen Spielern: was ihr Zeichen bedeutet.
community-withdrawn-mark = † zurückgezogen
# An einen Spieler, den die Turnierleitung zurückgezogen hat.
community-withdrawn = Die Turnierleitung hat dich aus dem Turnier { $name } zurückgezogen; deine laufenden Partien darin sind beendet.
# Der Schlussvermerk einer Partie, die ein Rückzug beendet hat.
community-withdrawal-note = { $loser ->
    [white] Weiß
   *[black] Schwarz
} wurde aus dem Turnier { $name } zurückgezogen; die Partie gilt für { $loser ->
    [white] Weiß
   *[black] Schwarz
} als verloren.


## Die Spaltenköpfe der Kreuztabelle und die Zeile eines zurückgezogenen Spielers.

community-crosstable-rank = #
community-crosstable-player = Spieler
community-crosstable-points = Punkte
# Sonneborn-Berger.
community-crosstable-tiebreak = SB
community-crosstable-withdrawn = { $label } †

## A Swiss tournament.

community-swiss-begins = Das Turnier { $name } im Schweizer System beginnt: { $players } Spieler, { $rounds } Runden, eine nach der anderen. Die 1. Runde ist jetzt ausgelost; jede weitere wird ausgelost, sobald alle Partien der vorigen Runde beendet sind, und jede deiner Partien kommt in einer eigenen Mail.
community-joined-late = Du bist beim laufenden Turnier { $name } dabei und wirst ab Runde { $round } (von { $rounds }) mit ausgelost, sobald diese Runde ausgelost wird. Die verpassten Runden zählen als kampflos verloren (0 Punkte).
community-swiss-bye = In Runde { $round } (von { $rounds }) des Turniers { $name } bist du spielfrei: ein Punkt ohne Partie. Deine nächste Partie kommt, sobald alle Partien dieser Runde beendet sind.
community-swiss-standings-heading = Tabelle von { $name } (Schweizer System, Runde { $round } von { $rounds }; eine laufende Partie steht als ·).
community-swiss-final-standings-heading = Endstand von { $name } (Schweizer System, { $rounds } Runden).
# When the event ended before its last round: the rounds played of those planned.
community-swiss-final-standings-heading-short = Endstand von { $name } (Schweizer System, { $round } von { $rounds } Runden gespielt: Keine weitere Runde ließ sich auslosen).
community-swiss-legend = Jede Runde zeigt den Platz des Gegners, die Farbe (w Weiß, s Schwarz) und das Ergebnis: 1, ½ oder 0; + oder − für eine kampflos gewonnene oder verlorene Partie (beendet, bevor beide Seiten gezogen hatten); · für eine laufende Partie; spielfrei für ein Freilos (ein Punkt ohne Partie); × für eine Runde, in der der Spieler nicht ausgelost war (vor einem späten Einstieg oder nach einem Rückzug: 0 Punkte). Bei Punktgleichheit entscheiden Buchholz ohne die niedrigste Gegnerwertung (BH-C1), dann Buchholz (BH), dann Sonneborn-Berger (SB); eine Runde ohne Partie zählt als Partie gegen einen virtuellen Gegner.
community-swiss-half-bye-legend = ½ Bye: ein Halbpunkt-Bye, das der Spieler beantragt hat (ein halber Punkt ohne Partie).
# The colour in a cell of a Swiss's table: one letter.
community-swiss-colour = { $colour ->
    [white] w
   *[black] s
}
community-swiss-round-column = R{ $round }
community-swiss-buchholz-cut1 = BH-C1
community-swiss-buchholz = BH
community-swiss-bye-cell = spielfrei
community-swiss-half-bye-cell = ½ Bye
community-half-bye-booked = Dein Halbpunkt-Bye in Runde { $round } von { $rounds } des Turniers { $name } ist eingetragen: Wenn die Runde ausgelost wird, bekommst du einen halben Punkt ohne Partie. { $allowed ->
    [one] Das ist das eine Halbpunkt-Bye, das jedem Spieler in diesem Turnier zusteht.
   *[other] Du hast { $booked } der { $allowed } Halbpunkt-Byes eingetragen, die jedem Spieler in diesem Turnier zustehen.
} Anders überlegt? Schreib Bye zurücknehmen { $name }, bevor die Runde ausgelost wird.
community-half-bye-refused = { $why ->
    [not_swiss] { $name } ist kein Turnier im Schweizer System: Halbpunkt-Byes gibt es nur dort.
    [not_playing] Du kannst in { $name } kein Halbpunkt-Bye beantragen: Du spielst dort nicht mit, hast dich zurückgezogen, oder das Turnier ist vorbei.
    [none_allowed] In { $name } gibt es keine Halbpunkt-Byes: Jeder Spieler wird in jeder Runde ausgelost.
    [used] Du hast in { $name } schon alle deine Halbpunkt-Byes eingetragen ({ $allowed }).
    [already_asked] Du hast für Runde { $round } von { $name } schon ein Halbpunkt-Bye eingetragen.
    [last_round] Ein Halbpunkt-Bye gilt immer für die nächste noch nicht ausgeloste Runde; das ist Runde { $round }, die letzte Runde von { $name }, und in der letzten Runde gibt es kein Halbpunkt-Bye: Sonst könnte man sich dort seinen Platz sichern, ohne zu spielen.
    [too_few_left] In Runde { $round } von { $name } blieben weniger als zwei Spieler zum Auslosen übrig, deshalb ist dort kein weiteres Halbpunkt-Bye möglich.
   *[no_round_left] Alle Runden von { $name } sind schon ausgelost: Ein Halbpunkt-Bye beantragt man, bevor seine Runde ausgelost wird.
}
community-half-bye-cancelled = Dein Halbpunkt-Bye in Runde { $round } von { $name } ist zurückgenommen: Du wirst in dieser Runde wie gewohnt ausgelost.
community-no-half-bye-to-cancel = { $paired ->
    [yes] Runde { $round } von { $name } ist schon ausgelost, dein Halbpunkt-Bye darin bleibt also bestehen: ein halber Punkt ohne Partie.
   *[no] Du hast in { $name } kein Halbpunkt-Bye, das du zurücknehmen könntest.
}
community-swiss-half-bye = Runde { $round } von { $rounds } des Turniers { $name } ist ausgelost, und du hast das Halbpunkt-Bye, das du beantragt hast: ein halber Punkt ohne Partie. Deine nächste Partie kommt, sobald alle Partien dieser Runde beendet sind.
community-swiss-half-bye-lapsed = Runde { $round } von { $name } ließ sich ohne dich nicht auslosen, daher entfällt dein beantragtes Halbpunkt-Bye: Du spielst diese Runde, und dein Kontingent bleibt unverbraucht. Deine Partie kommt in einer eigenen Mail.
community-swiss-half-byes-in-round = { $count ->
    [one] Auf eigenen Wunsch in dieser Runde nicht ausgelost (Halbpunkt-Bye): { $labels }.
   *[other] Auf eigenen Wunsch in dieser Runde nicht ausgelost (Halbpunkt-Byes): { $labels }.
}
community-you-withdrew = { $when ->
    [open] Du hast dich vom Turnier { $name } abgemeldet, bevor es begann; dein Platz ist wieder frei.
    [between] Du hast dich aus dem Turnier { $name } zurückgezogen: Du wirst nicht mehr ausgelost, deine Ergebnisse bleiben bestehen.
   *[running] Du hast dich aus dem Turnier { $name } zurückgezogen: Du wirst nicht mehr ausgelost, deine laufende Partie gilt als verloren, deine Ergebnisse bleiben bestehen.
}
community-withdraw-ask-admin = { $name } ist ein laufendes Rundenturnier. Bei einem Rückzug können deine Partien für alle gestrichen werden; deshalb kann nur die Turnierleitung Spieler zurückziehen. Schreibe der Turnierleitung.
community-cannot-withdraw = Vom Turnier { $name } kannst du dich nicht abmelden: Du spielst nicht mit, hast dich schon abgemeldet oder das Turnier ist vorbei.
community-no-show-withdrawn = Du hast die letzten beiden Runden des Turniers { $name } kampflos verloren, ohne einen Zug zu machen. Wie bei Nichtantreten üblich, bist du deshalb zurückgezogen: Du wirst nicht mehr ausgelost, deine Ergebnisse bleiben bestehen.
community-withdrawn-cannot-rejoin = Du hast dich aus dem Turnier { $name } zurückgezogen oder wurdest zurückgezogen: Wer zurückgezogen ist, wird nicht mehr ausgelost, darum kannst du nicht erneut einsteigen.


## Die Befehle der Gemeinschaft, wie Spieler sie schreiben (was die Mails
## wiederholen). Ein Argument folgt seinem Befehl nach einem Leerzeichen: Name Alice_K,
## Rangliste 100, Suche ungewertet 1400-1800 3 Tage pro Zug.

community-command-name = Name
community-command-rating = Wertung
community-command-top = Rangliste
community-command-player = Spieler
community-command-seek = Suche
# Das Wort, das eine Suche für eine ungewertete Partie anhängt.
community-command-casual = ungewertet
community-command-range = { $min }-{ $max }
community-command-timeouts = Zeitüberschreitungen { $max }%
community-command-seeks = Gesuche
community-command-cancel-seek = Suche zurücknehmen
community-command-join = Teilnehmen
community-command-withdraw = Abmelden
community-command-standings = Tabelle
community-command-half-bye = Halbpunkt-Bye
community-command-cancel-half-bye = Bye zurücknehmen


## Warum die Argumente eines Befehls der Gemeinschaft nicht zu lesen waren, nach
## „pawnpost hat … nicht verstanden:“.

community-problem-name-missing = „Name“ braucht den gewünschten Namen, zum Beispiel „Name Alice_K“
community-problem-tournament-missing = „Teilnehmen“ braucht den Namen des Turniers, zum Beispiel „Teilnehmen Frühjahr“
community-problem-withdraw-missing = „Abmelden“ braucht den Namen des Turniers, zum Beispiel „Abmelden Frühjahr“
community-problem-lineup = „Aufstellen“ braucht die Mannschaft, das Brett und den Spieler, zum Beispiel „Aufstellen Rooks Brett 2 Alice_K“
community-problem-replace = „Ersetzen“ braucht den Spieler, den Ersatz und den Kampf, zum Beispiel „Ersetzen Alice_K durch Zoe_K im Derby“
community-problem-bad-range = `{ $text }` ist kein Wertungsbereich; schreibe die niedrigste und die höchste Wertung, die du annimmst, zum Beispiel „Suche 1400-1800“
community-problem-bad-timeouts = `{ $text }`: Schreibe den größten Anteil an Zeitverlusten, den du annimmst, als Prozentzahl von 0 bis 100, zum Beispiel „Suche Zeitüberschreitungen 10%“
