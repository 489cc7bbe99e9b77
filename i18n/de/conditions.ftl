### Bedingte Züge: die Zeile der Hilfe, was die Mails über den Baum eines Spielers
### sagen (nur diesem Spieler), warum ein Baum abgelehnt wird, die Befehle, wie Spieler
### sie schreiben, und was an einer Wenn-Zeile nicht stimmt. Anrede: „du“.
###
### $count: wie viele Varianten ein Baum hat (oder wie viele Züge weggelassen wurden).
### $lines: die Varianten des Baums, nummeriert, jede in einer eigenen Zeile (der Text
### beginnt mit einem Zeilenumbruch). $move, $moves, $opponent, $first, $second: Züge,
### schon mit den deutschen Figurenbuchstaben. $side: `white` oder `black`.

## Zeilen einer Mail

conditions-help = Bedingte Züge, die dein Gegner nicht sieht, z. B. Wenn e5 Sf3 Sc6 Lb5 (sein Zug, deine Antwort, sein nächster Zug, deine Antwort …; jede Variante in einer eigenen Zeile, mit deinem Zug oder danach); Bedingungen aus PGN (mit angehängter PGN-Datei); Bedingungen; Bedingungen löschen
# $replaced: `true`, wenn ein früherer Baum ersetzt ist.
conditions-set = { $replaced ->
        [true] Deine bedingten Züge sind gespeichert und ersetzen die bisherigen
       *[false] Deine bedingten Züge sind gespeichert
    }; dein Gegner sieht sie nicht. So hat pawnpost { $count ->
        [one] deine Variante
       *[other] deine { $count } Varianten
    } gelesen:{ $lines }
# Deutsch sagt es für einen Zug wie für mehrere gleich.
conditions-left-out = { $count ->
       *[other] Weggelassen
    }, weil deine Antwort fehlt: { $moves }.
conditions-listing = Deine bedingten Züge ({ $count ->
        [one] { $count } Variante
       *[other] { $count } Varianten
    }), für deinen Gegner unsichtbar:{ $lines }
conditions-held = Deine bedingten Züge ({ $count ->
        [one] { $count } Variante
       *[other] { $count } Varianten
    }) warten auf den Zug deines Gegners; sende „Bedingungen“, um sie zu sehen.
conditions-none = Du hast in dieser Partie keine bedingten Züge.
conditions-cleared = Deine bedingten Züge sind gelöscht.
conditions-nothing-to-clear = Du hattest keine bedingten Züge, die zu löschen wären.
# $lines_left: die Varianten des Baums, die übrig sind.
conditions-played-for-you = { $move } wurde aus deinen bedingten Zügen für dich gespielt; { $lines_left ->
        [0] damit sind sie aufgebraucht
        [one] es bleibt noch { $lines_left } Variante
       *[other] es bleiben noch { $lines_left } Varianten
    }.
conditions-dropped = Deine bedingten Züge sahen { $move } nicht vor; sie sind damit verfallen.

## Warum ein Baum abgelehnt wird

conditions-refusal-not-in-this-event = In diesem Turnier sind keine bedingten Züge erlaubt: Schicke jeden Zug, wenn du am Zug bist.
conditions-refusal-not-waiting = Bedingte Züge antworten auf den nächsten Zug deines Gegners: Schicke sie mit deinem Zug oder danach, solange dein Gegner am Zug ist.
# $text: was der Spieler schrieb; $problem: warum das kein Zug ist.
conditions-refusal-unreadable = `{ $text }` ist kein Zug: { $problem }.
# $line: die Nummer der Wenn-Zeile. Das Verb steht an zweiter Stelle.
conditions-refusal-unreadable-in-line = In Zeile { $line } ist `{ $text }` kein Zug: { $problem }.
# $number: die Zugnummer; $error: warum der Zug nicht regelgerecht ist.
conditions-refusal-illegal = Beim { $number }. Zug von { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $error }
conditions-refusal-illegal-in-line = In Zeile { $line }, beim { $number }. Zug von { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $error }
conditions-refusal-two-answers = Zwei Zeilen beantworten { $opponent } unterschiedlich, mit { $first } und mit { $second }; gib auf jeden Zug deines Gegners nur eine Antwort.
conditions-refusal-no-answer = Jede Zeile endet mit dem Zug deines Gegners; es gibt also keine Antwort von dir, die pawnpost speichern könnte.
conditions-refusal-too-large = Ein Baum bedingter Züge darf höchstens { $max } Züge umfassen.
conditions-refusal-no-pgn = An deiner Mail hängt keine PGN-Datei (eine Datei mit der Endung .pgn).
conditions-refusal-pgn-unusable = Die angehängte PGN-Datei ist zu groß oder kein Text; eine PGN-Datei mit bedingten Zügen umfasst nur wenige Zeilen Text.
# $error: was an der PGN-Datei nicht stimmt (eine conditions-pgn-Nachricht).
conditions-refusal-pgn = Die angehängte PGN-Datei ist nicht lesbar: { $error }.

## Was an einer angehängten PGN-Datei nicht stimmt (nach „nicht lesbar: “)

conditions-pgn-no-moves = sie enthält keine Züge
conditions-pgn-unclosed-variation = eine mit `(` geöffnete Variante wird nie geschlossen
conditions-pgn-stray-parenthesis = die `)` in Zeile { $line } schließt keine Variante
conditions-pgn-variation-first = die Variante in Zeile { $line } steht vor dem ersten Zug und kann keinen Zug ersetzen
conditions-pgn-unclosed-comment = ein mit `{"{"}` geöffneter Kommentar in Zeile { $line } wird nie geschlossen
conditions-pgn-unclosed-tag = das Tag in Zeile { $line } wird nicht mit `]` geschlossen
conditions-pgn-too-deep = die Varianten sind tiefer als { $max } Ebenen verschachtelt
conditions-pgn-too-many-moves = sie enthält mehr als { $max } Züge

## Befehle für bedingte Züge, wie Spieler sie schreiben (im Einklang mit den Befehlswörtern)

conditions-command-if = Wenn { $moves }
conditions-command-from-pgn = Bedingungen aus PGN
conditions-command-list = Bedingungen
conditions-command-clear = Bedingungen löschen

## Was an einer Wenn-Zeile nicht stimmt (nach „Ich habe `…` nicht verstanden: “)

# $word: was der Spieler an die Stelle eines Zugs schrieb.
conditions-problem-not-a-move = `{ $word }` ist kein Zug; eine Wenn-Zeile enthält nur Züge: den Zug deines Gegners, dann deine Antwort und so weiter, z. B. Wenn e5 Sf3 Sc6 Lb5
conditions-problem-bad-move = `{ $text }` ist kein Zug: { $problem }
conditions-problem-too-long = eine Wenn-Zeile darf höchstens { $max } Züge enthalten
