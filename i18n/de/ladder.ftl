# Die Briefe einer Forderungsrangliste (engl. ladder, Issue 32, Punkt 5): Spieler halten
# Plätze, 1 ganz oben, und steigen auf, indem sie einen Spieler einige Plätze über sich
# fordern. „Forderungsrangliste“, nicht „Rangliste“: Das ist die Bestenliste (`Rangliste`).
# $name ist der Name der Forderungsrangliste, $player ein öffentlicher Name, $place ein
# Platz, $date ein Zeitpunkt, wie die Briefe ihn schreiben.

ladder-subject = Forderungsrangliste { $name }

ladder-joined = Du stehst auf der Forderungsrangliste { $name } auf Platz { $place }. Nach oben kommst du, indem du einen Spieler forderst, der höchstens { $reach ->
    [one] einen Platz
   *[other] { $reach } Plätze
} über dir steht: „Herausfordern NAME in { $name }“ (statt NAME geht auch die Nummer seines Platzes).
ladder-already-on = Du stehst schon auf der Forderungsrangliste { $name }, auf Platz { $place }.
ladder-full = Die Forderungsrangliste { $name } ist mit { $max } Spielern voll; mehr nimmt sie nicht auf.
ladder-you-left = Du hast die Forderungsrangliste { $name } verlassen. Die Spieler unter dir rücken einen Platz auf.
ladder-you-left-cancelled = Du hast die Forderungsrangliste { $name } verlassen; die offene Forderung zwischen dir und { $player } entfällt. Die Spieler unter dir rücken einen Platz auf.
ladder-not-on = Du hast keinen Platz auf der Forderungsrangliste { $name }.
ladder-challenge-refused = Keine Forderung auf der Forderungsrangliste { $name }: { CAPITALIZE($why) }.
ladder-refusal-you-are-not-on = du hast dort keinen Platz (melde dich zuerst an)
ladder-refusal-no-such-player = niemand namens { $player } hat dort einen Platz
ladder-refusal-no-such-player-unquoted = niemand mit diesem Namen hat dort einen Platz
ladder-refusal-no-such-place = Platz { $place } ist nicht besetzt
ladder-refusal-yourself = du kannst dich nicht selbst fordern
ladder-refusal-not-above = fordern kannst du nur Spieler, die über dir stehen
ladder-refusal-too-far = dieser Spieler steht { $places } Plätze über dir, erlaubt sind höchstens { $reach }
ladder-refusal-you-are-busy = du hast schon eine offene Forderung, und es geht nur eine nach der anderen
ladder-refusal-defender-busy = { $player } hat schon eine offene Forderung; versuche es wieder, wenn sie entschieden ist
ladder-refusal-too-soon = du hast gegen diesen Spieler kürzlich remisiert oder verloren; fordern darfst du ihn erst wieder ab { $date }
ladder-refusal-too-many-today = du hast dort heute schon { $max } Forderungen gestellt, mehr sind an einem Tag nicht erlaubt
ladder-refusal-too-many-games = du spielst schon { $max } Partien, mehr sind nicht erlaubt
ladder-challenge-sent = Du hast { $player } (Platz { $place }) auf der Forderungsrangliste { $name } gefordert. { $player } hat bis { $date } Zeit, anzunehmen oder abzulehnen; wird die Forderung abgelehnt oder nicht beantwortet, bekommst du den Platz.
ladder-challenged = { $player } (Platz { $their_place }) fordert dich auf der Forderungsrangliste { $name }, auf der du Platz { $place } hast. Antworte bis { $date }:
    „Forderung annehmen { $name }“: Eine Partie beginnt, { $player } hat Weiß; gewinnt { $player }, geht dein Platz an { $player }, und du rutschst einen Platz nach unten.
    „Forderung ablehnen { $name }“: { $player } übernimmt sofort deinen Platz.
    Ohne Antwort gilt die Forderung als abgelehnt.
ladder-accepted = Du hast die Forderung von { $player } auf der Forderungsrangliste { $name } angenommen: Partie #{ $game } beginnt, { $player } hat Weiß; die erste Mail der Partie folgt.
ladder-nothing-to-answer = Es wartet keine Forderung auf deine Antwort.
ladder-which-ladder = Du bist auf mehreren Forderungsranglisten gefordert: Nenne die, auf der du antwortest, z. B. „Forderung annehmen NAME“.
ladder-say-which = { $accept ->
    [yes] Eine Herausforderung an deine Adresse und eine Forderung auf der Forderungsrangliste { $name } warten beide auf deine Antwort; ein bloßes „Annehmen“ könnte die falsche Partie beginnen. Um die Forderung anzunehmen, schreibe „Forderung annehmen { $name }“; um die Herausforderung anzunehmen, antworte auf ihre Einladung.
   *[no] Eine Forderung auf der Forderungsrangliste { $name } wartet auf deine Antwort. Ein bloßes „Ablehnen“ gilt nicht als Verzicht auf deinen Platz: Um abzulehnen, schreibe „Forderung ablehnen { $name }“.
}
ladder-game-of = Eine Partie der Forderungsrangliste { $name }: { $challenger } hat { $defender } gefordert. Gewinnt { $challenger }, geht der Platz von { $defender } an { $challenger }.
ladder-ended-challenger = { $ending ->
    [won] Du hast deine Forderungspartie gegen { $player } auf der Forderungsrangliste { $name } gewonnen: Du übernimmst Platz { $place }.
    [declined] { $player } hat deine Forderung auf der Forderungsrangliste { $name } abgelehnt: Du übernimmst Platz { $place }.
    [unanswered] { $player } hat deine Forderung auf der Forderungsrangliste { $name } nicht rechtzeitig beantwortet: Du übernimmst Platz { $place }.
    [drawn] Deine Forderungspartie gegen { $player } auf der Forderungsrangliste { $name } endete remis: Die Plätze bleiben unverändert, du stehst weiter auf Platz { $place }.
   *[lost] Du hast deine Forderungspartie gegen { $player } auf der Forderungsrangliste { $name } verloren: Die Plätze bleiben unverändert, du stehst weiter auf Platz { $place }.
}
ladder-ended-defender = { $ending ->
    [won] { $player } hat die Forderungspartie gegen dich auf der Forderungsrangliste { $name } gewonnen und übernimmt deinen Platz; du rutschst einen Platz nach unten, auf Platz { $place }.
    [declined] Du hast die Forderung von { $player } auf der Forderungsrangliste { $name } abgelehnt: { $player } übernimmt deinen Platz; du rutschst einen Platz nach unten, auf Platz { $place }.
    [unanswered] Du hast die Forderung von { $player } auf der Forderungsrangliste { $name } nicht rechtzeitig beantwortet: { $player } übernimmt deinen Platz; du rutschst einen Platz nach unten, auf Platz { $place }.
    [drawn] Die Forderungspartie von { $player } gegen dich auf der Forderungsrangliste { $name } endete remis: Du bleibst auf Platz { $place }.
   *[lost] Du hast die Forderung von { $player } auf der Forderungsrangliste { $name } abgewehrt: Du bleibst auf Platz { $place }.
}
ladder-moved-down = { $player } ist auf der Forderungsrangliste { $name } an dir vorbeigezogen; du rutschst einen Platz nach unten, auf Platz { $place }.
ladder-cancelled = Die Forderung zwischen dir und { $player } auf der Forderungsrangliste { $name } entfällt: { $player } hat die Forderungsrangliste verlassen.
ladder-standings-heading = Die Forderungsrangliste { $name }: { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}.
ladder-place = { $place }. { $player }
ladder-place-challenging = { $place }. { $player } (fordert { $defender })
ladder-place-playing = { $place }. { $player } (spielt gegen { $defender })
ladder-empty = Noch hat niemand einen Platz.
ladder-rules = Regeln: Gefordert werden darf ein Spieler, der höchstens { $reach ->
    [one] einen Platz
   *[other] { $reach } Plätze
} über einem steht, und nur eine Forderung auf einmal; eine Forderung ist binnen { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
} zu beantworten, sonst gilt sie als abgelehnt; ein Sieg, eine Ablehnung oder Schweigen bringt dem Fordernden den Platz, und die Spieler dazwischen rutschen einen Platz nach unten; Remis oder Niederlage ändern nichts, und derselbe Spieler darf erst nach { $rematch_days ->
    [one] { $rematch_days } Tag
   *[other] { $rematch_days } Tagen
} wieder gefordert werden.

## Die Befehle, wie Spieler sie schreiben.

ladder-command-challenge = Herausfordern { $player } in { $name }
ladder-command-accept = Forderung annehmen { $name }
ladder-command-decline = Forderung ablehnen { $name }

## Die öffentliche Seite der Forderungsrangliste und ihre Zeile auf der Startseite.

ladder-page-title = Forderungsrangliste { $name }
ladder-page-places = Plätze
ladder-page-nobody = Noch hat niemand einen Platz.
ladder-page-col-place = Platz
ladder-page-col-player = Spieler
ladder-page-open = Offene Forderungen
ladder-page-none = Keine.
ladder-page-col-challenger = Forderer
ladder-page-col-defender = Geforderter
ladder-page-col-state = Stand
ladder-page-playing = Partie #{ $game } läuft
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
   *[cancelled] entfallen
}
ladder-page-rules = Regeln
ladder-page-how = Zum Mitmachen sende „Teilnehmen { $name }“, zum Fordern „Herausfordern NAME in { $name }“.
ladder-page-index-heading = Forderungsranglisten
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
