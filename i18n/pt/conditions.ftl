### Conditional moves in Portuguese: the help's line, what the letters say of a
### player's tree (to that player only), why a tree is refused, the conditions commands
### as players write them, and what is wrong with a Se line. Decisions as in
### letters.ftl: Brazilian Portuguese with "você"; conditional moves are "lances
### condicionais", a line of the tree a "linha", the colours feminine plural ("das
### brancas"). Command words are those of commands.toml: Se, Condições, Apagar
### condições, Condições do PGN. Piece letters R D T B C (Nf3 is Cf3, Bb5 stays Bb5).
###
### $count: how many lines a tree holds (or moves were left out). $lines: the tree's
### lines, numbered, each on a row of its own (the text starts with a line break).
### $move, $moves, $opponent, $first, $second: moves already written in this
### language's piece letters. $side: `white` or `black`.
###
### Plurals: CLDR [one] in Portuguese is 0 and 1, so where a count can be 0 it has its
### own [0] variant, before [one].

## Lines of a letter

conditions-help = Lances condicionais, ocultos para o seu adversário, p. ex., Se e5 Cf3 Cc6 Bb5 (o lance do adversário, a sua resposta, o lance seguinte dele, a sua resposta…; cada variante na sua própria linha, com o seu lance ou depois dele); Condições do PGN (com o PGN anexado); Condições; Apagar condições
# $replaced: `true` when a tree before this one is gone.
conditions-set = { $replaced ->
        [true] Os seus lances condicionais estão guardados e substituem os anteriores
       *[false] Os seus lances condicionais estão guardados
    }; o seu adversário não os vê. { $count ->
        [0] Estas são as suas { $count } linhas, tal como o pawnpost as leu
        [one] Esta é a sua linha, tal como o pawnpost a leu
       *[other] Estas são as suas { $count } linhas, tal como o pawnpost as leu
    }:{ $lines }
# What was left out: the opponent's moves the tree gives no answer to.
conditions-left-out = { $count ->
        [0] Ficaram de fora, por falta de uma resposta sua
        [one] Ficou de fora, por falta de uma resposta sua
       *[other] Ficaram de fora, por falta de uma resposta sua
    }: { $moves }.
conditions-listing = Os seus lances condicionais ({ $count ->
        [0] { $count } linhas
        [one] { $count } linha
       *[other] { $count } linhas
    }), ocultos para o seu adversário:{ $lines }
conditions-held = Os seus lances condicionais ({ $count ->
        [0] { $count } linhas
        [one] { $count } linha
       *[other] { $count } linhas
    }) aguardam o lance do seu adversário; envie Condições para vê-los.
conditions-none = Você não tem lances condicionais nesta partida.
conditions-cleared = Os seus lances condicionais foram apagados.
conditions-nothing-to-clear = Você não tinha lances condicionais para apagar.
# $lines_left: the lines of the tree that remain.
conditions-played-for-you = { $move } foi jogado em seu nome a partir dos seus lances condicionais; { $lines_left ->
        [0] agora eles se esgotaram
        [one] resta { $lines_left } linha
       *[other] restam { $lines_left } linhas
    }.
conditions-dropped = Os seus lances condicionais não previam { $move }, por isso foram descartados.

## Why a tree is refused

conditions-refusal-not-in-this-event = A competição desta partida não permite lances condicionais: envie cada lance quando for a sua vez.
conditions-refusal-not-waiting = Os lances condicionais respondem ao próximo lance do seu adversário; por isso, envie-os com o seu lance ou depois dele, enquanto for a vez do seu adversário.
# $text: what the player wrote; $problem: why it is no move.
conditions-refusal-unreadable = `{ $text }` não é um lance: { $problem }.
# $line: the number of the Se line.
conditions-refusal-unreadable-in-line = Na linha { $line }, `{ $text }` não é um lance: { $problem }.
# $number: the move's number; $error: why the move is illegal.
conditions-refusal-illegal = No lance { $number } { $side ->
        [white] das brancas
       *[black] das pretas
    }: { $error }
conditions-refusal-illegal-in-line = Na linha { $line }, no lance { $number } { $side ->
        [white] das brancas
       *[black] das pretas
    }: { $error }
conditions-refusal-two-answers = Duas linhas respondem de forma diferente a { $opponent }, com { $first } e com { $second }; dê uma só resposta a cada lance do seu adversário.
conditions-refusal-no-answer = Todas as linhas terminam com um lance do seu adversário, então não há nenhuma resposta sua para guardar.
conditions-refusal-too-large = Os lances condicionais podem somar no máximo { $max } lances.
conditions-refusal-no-pgn = A sua mensagem não tem nenhum PGN anexado (um arquivo terminado em .pgn).
conditions-refusal-pgn-unusable = O PGN anexado é grande demais ou não é texto; um PGN de lances condicionais tem poucas linhas de texto.
# $error: what is wrong with the PGN (a conditions-pgn- message).
conditions-refusal-pgn = Não foi possível ler o PGN anexado: { $error }.

## What is wrong with an attached PGN (after "Não foi possível ler o PGN anexado: ")

conditions-pgn-no-moves = o PGN não contém nenhum lance
conditions-pgn-unclosed-variation = uma variante aberta com `(` nunca é fechada
conditions-pgn-stray-parenthesis = o parêntese `)` da linha { $line } não fecha nenhuma variante
conditions-pgn-variation-first = a variante da linha { $line } vem antes de qualquer lance que ela poderia substituir
conditions-pgn-unclosed-comment = um comentário aberto com `{"{"}` na linha { $line } nunca é fechado
conditions-pgn-unclosed-tag = a etiqueta da linha { $line } não é fechada com `]`
conditions-pgn-too-deep = as variantes estão aninhadas em mais de { $max } níveis
conditions-pgn-too-many-moves = o PGN contém mais de { $max } lances

## Conditions commands as players write them (keep them in step with the command phrases)

conditions-command-if = Se { $moves }
conditions-command-from-pgn = Condições do PGN
conditions-command-list = Condições
conditions-command-clear = Apagar condições

## What is wrong with a Se line (after "O pawnpost não entendeu `…`: ")

# $word: what the player wrote in the place of a move.
conditions-problem-not-a-move = `{ $word }` não é um lance; uma linha Se só contém lances: o do seu adversário, depois a sua resposta, e assim por diante, p. ex., Se e5 Cf3 Cc6 Bb5
conditions-problem-bad-move = `{ $text }` não é um lance: { $problem }
conditions-problem-too-long = uma linha Se pode conter no máximo { $max } lances
