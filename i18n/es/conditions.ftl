### Conditional moves in Spanish: the help's line, what the letters say of a player's
### tree (to that player only), why a tree is refused, the conditions commands as
### players write them, and what is wrong with a Si line. Decisions as in letters.ftl:
### "tú", neutral Spanish; conditional moves are "jugadas condicionales", a line of the
### tree a "línea", the colours feminine plural ("de las blancas"). Command words are
### those of commands.toml: Si, Condiciones, Borrar condiciones, Condiciones desde el
### PGN. Piece letters R D T A C (Nf3 is Cf3, Bb5 is Ab5).
###
### $count: how many lines a tree holds (or moves were left out). $lines: the tree's
### lines, numbered, each on a row of its own (the text starts with a line break).
### $move, $moves, $opponent, $first, $second: moves already written in this
### language's piece letters. $side: `white` or `black`.
###
### Plurals: CLDR [one] in Spanish is exactly 1, so 0 takes the plural.

## Lines of a letter

conditions-help = Jugadas condicionales, ocultas para tu rival, p. ej., Si e5 Cf3 Cc6 Ab5 (la jugada de tu rival, tu respuesta, su siguiente jugada, tu respuesta…; cada variante en su propia línea, con tu jugada o después de ella); Condiciones desde el PGN (con el PGN adjunto); Condiciones; Borrar condiciones
# $replaced: `true` when a tree before this one is gone.
conditions-set = { $replaced ->
        [true] Tus jugadas condicionales quedan guardadas y sustituyen a las anteriores
       *[false] Tus jugadas condicionales quedan guardadas
    }; tu rival no las ve. { $count ->
        [one] Esta es tu línea, tal como la leyó pawnpost
       *[other] Estas son tus { $count } líneas, tal como las leyó pawnpost
    }:{ $lines }
# What was left out: the opponent's moves the tree gives no answer to.
conditions-left-out = { $count ->
        [one] Se omitió, por falta de una respuesta tuya
       *[other] Se omitieron, por falta de una respuesta tuya
    }: { $moves }.
conditions-listing = Tus jugadas condicionales ({ $count ->
        [one] { $count } línea
       *[other] { $count } líneas
    }), ocultas para tu rival:{ $lines }
conditions-held = Tus jugadas condicionales ({ $count ->
        [one] { $count } línea
       *[other] { $count } líneas
    }) esperan la jugada de tu rival; envía Condiciones para verlas.
conditions-none = No tienes jugadas condicionales en esta partida.
conditions-cleared = Tus jugadas condicionales quedan borradas.
conditions-nothing-to-clear = No tenías jugadas condicionales que borrar.
# $lines_left: the lines of the tree that remain.
conditions-played-for-you = { $move } se jugó en tu nombre según tus jugadas condicionales; { $lines_left ->
        [0] ya no queda ninguna línea
        [one] queda { $lines_left } línea
       *[other] quedan { $lines_left } líneas
    }.
conditions-dropped = Tus jugadas condicionales no preveían { $move }, así que se descartaron.

## Why a tree is refused

conditions-refusal-not-in-this-event = La competición de esta partida no permite jugadas condicionales: envía cada jugada cuando te toque.
conditions-refusal-not-waiting = Las jugadas condicionales responden a la próxima jugada de tu rival, así que envíalas con tu jugada o después, mientras le toque jugar a tu rival.
# $text: what the player wrote; $problem: why it is no move.
conditions-refusal-unreadable = `{ $text }` no es una jugada: { $problem }.
# $line: the number of the Si line.
conditions-refusal-unreadable-in-line = En la línea { $line }, `{ $text }` no es una jugada: { $problem }.
# $number: the move's number; $error: why the move is illegal.
conditions-refusal-illegal = En la jugada { $number } de { $side ->
        [white] las blancas
       *[black] las negras
    }: { $error }
conditions-refusal-illegal-in-line = En la línea { $line }, en la jugada { $number } de { $side ->
        [white] las blancas
       *[black] las negras
    }: { $error }
conditions-refusal-two-answers = Dos líneas responden de forma distinta a { $opponent }, con { $first } y con { $second }; da una sola respuesta a cada jugada de tu rival.
conditions-refusal-no-answer = Todas las líneas terminan con una jugada de tu rival, así que no hay ninguna respuesta tuya que guardar.
conditions-refusal-too-large = Las jugadas condicionales pueden sumar como máximo { $max } jugadas.
conditions-refusal-no-pgn = Tu correo no trae ningún PGN adjunto (un archivo terminado en .pgn).
conditions-refusal-pgn-unusable = El PGN adjunto es demasiado grande o no es texto; un PGN de jugadas condicionales ocupa unas pocas líneas de texto.
# $error: what is wrong with the PGN (a conditions-pgn- message).
conditions-refusal-pgn = No se puede leer el PGN adjunto: { $error }.

## What is wrong with an attached PGN (after "No se puede leer el PGN adjunto: ")

conditions-pgn-no-moves = el PGN no contiene ninguna jugada
conditions-pgn-unclosed-variation = una variante abierta con `(` nunca se cierra
conditions-pgn-stray-parenthesis = el paréntesis `)` de la línea { $line } no cierra ninguna variante
conditions-pgn-variation-first = la variante de la línea { $line } aparece antes de cualquier jugada a la que pudiera sustituir
conditions-pgn-unclosed-comment = un comentario abierto con `{"{"}` en la línea { $line } nunca se cierra
conditions-pgn-unclosed-tag = la etiqueta de la línea { $line } no se cierra con `]`
conditions-pgn-too-deep = las variantes están anidadas en más de { $max } niveles
conditions-pgn-too-many-moves = el PGN contiene más de { $max } jugadas

## Conditions commands as players write them (keep them in step with the command phrases)

conditions-command-if = Si { $moves }
conditions-command-from-pgn = Condiciones desde el PGN
conditions-command-list = Condiciones
conditions-command-clear = Borrar condiciones

## What is wrong with a Si line (after "No entendí `…`: ")

# $word: what the player wrote in the place of a move.
conditions-problem-not-a-move = `{ $word }` no es una jugada; una línea Si solo contiene jugadas: la de tu rival, luego tu respuesta, y así sucesivamente, p. ej., Si e5 Cf3 Cc6 Ab5
conditions-problem-bad-move = `{ $text }` no es una jugada: { $problem }
conditions-problem-too-long = una línea Si puede contener como máximo { $max } jugadas
