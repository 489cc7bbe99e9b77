### Coups conditionnels : la ligne de l'aide, ce que les lettres disent de l'arbre d'un
### joueur (à ce joueur seulement), pourquoi un arbre est refusé, les commandes telles que
### les joueurs les écrivent, et ce qui ne va pas dans une ligne Si. On vouvoie le joueur.
###
### $count : combien de variantes compte un arbre (ou combien de coups sont laissés de
### côté). $lines : les variantes de l'arbre, numérotées, chacune sur sa ligne (le texte
### commence par un saut de ligne). $move, $moves, $opponent, $first, $second : des coups
### déjà écrits avec les lettres françaises des pièces. $side : `white` ou `black`.
###
### Les pluriels choisissent [one], qui en français couvre 0 et 1 (« 0 variante »),
### sauf l'ordinal (« 1er », « 2e ») qui distingue [1].

## Lignes d'une lettre

conditions-help = Coups conditionnels, invisibles pour votre adversaire, p. ex. Si e5 Cf3 Cc6 Fb5 (son coup, votre réponse, son coup suivant, votre réponse… ; une variante par ligne, avec votre coup ou après) ; Conditions depuis le PGN (PGN en pièce jointe) ; Mes conditions ; Effacer les conditions
# $replaced : `true` quand un arbre précédent est remplacé.
conditions-set = { $replaced ->
        [true] Vos coups conditionnels sont enregistrés et remplacent les précédents
       *[false] Vos coups conditionnels sont enregistrés
    } ; votre adversaire ne les voit pas. Voici { $count ->
        [one] votre variante telle que pawnpost l'a lue
       *[other] vos { $count } variantes telles que pawnpost les a lues
    } :{ $lines }
conditions-left-out = { $count ->
        [one] Laissé de côté
       *[other] Laissés de côté
    }, faute de réponse de votre part : { $moves }.
conditions-listing = Vos coups conditionnels ({ $count ->
        [one] { $count } variante
       *[other] { $count } variantes
    }), invisibles pour votre adversaire :{ $lines }
conditions-held = Vos coups conditionnels ({ $count ->
        [one] { $count } variante
       *[other] { $count } variantes
    }) attendent le coup de votre adversaire ; envoyez Mes conditions pour les voir.
conditions-none = Vous n'avez pas de coups conditionnels dans cette partie.
conditions-cleared = Vos coups conditionnels sont effacés.
conditions-nothing-to-clear = Vous n'aviez aucun coup conditionnel à effacer.
# $lines_left : les variantes de l'arbre qui restent.
conditions-played-for-you = { $move } a été joué pour vous d'après vos coups conditionnels ; { $lines_left ->
        [0] ils sont maintenant épuisés
        [one] il reste { $lines_left } variante
       *[other] il reste { $lines_left } variantes
    }.
conditions-dropped = Vos coups conditionnels n'avaient pas prévu { $move } ; ils sont donc caducs.

## Pourquoi un arbre est refusé

conditions-refusal-not-in-this-event = La compétition de cette partie n'autorise pas les coups conditionnels : envoyez chaque coup quand c'est votre tour.
conditions-refusal-not-waiting = Les coups conditionnels répondent au prochain coup de votre adversaire : envoyez-les avec votre coup ou après, tant que c'est à lui de jouer.
# $text : ce que le joueur a écrit ; $problem : pourquoi ce n'est pas un coup.
conditions-refusal-unreadable = `{ $text }` n'est pas un coup : { $problem }.
# $line : le numéro de la ligne Si.
conditions-refusal-unreadable-in-line = À la ligne { $line }, `{ $text }` n'est pas un coup : { $problem }.
# $number : le numéro du coup (1er, 2e…) ; $error : pourquoi le coup est illégal.
conditions-refusal-illegal = Au { $number }{ $number ->
        [1] er
       *[other] e
    } coup { $side ->
        [white] des Blancs
       *[black] des Noirs
    } : { $error }
conditions-refusal-illegal-in-line = À la ligne { $line }, au { $number }{ $number ->
        [1] er
       *[other] e
    } coup { $side ->
        [white] des Blancs
       *[black] des Noirs
    } : { $error }
conditions-refusal-two-answers = Deux lignes répondent différemment à { $opponent }, par { $first } et par { $second } ; donnez une seule réponse à chaque coup de votre adversaire.
conditions-refusal-no-answer = Chaque ligne se termine par un coup de votre adversaire : il n'y a donc aucune réponse de votre part à enregistrer.
conditions-refusal-too-large = Un arbre de coups conditionnels ne peut compter plus de { $max } coups.
conditions-refusal-no-pgn = Votre message n'a pas de PGN en pièce jointe (un fichier en .pgn).
conditions-refusal-pgn-unusable = Le PGN joint est trop volumineux ou n'est pas du texte ; un PGN de coups conditionnels tient en quelques lignes.
# $error : ce qui ne va pas dans le PGN (un message conditions-pgn-).
conditions-refusal-pgn = Le PGN joint est illisible : { $error }.

## Ce qui ne va pas dans un PGN joint (après « illisible : »)

conditions-pgn-no-moves = il ne contient aucun coup
conditions-pgn-unclosed-variation = une variante ouverte par « ( » n'est jamais fermée
conditions-pgn-stray-parenthesis = la « ) » de la ligne { $line } ne ferme aucune variante
conditions-pgn-variation-first = la variante de la ligne { $line } précède le premier coup et ne remplace aucun coup
conditions-pgn-unclosed-comment = un commentaire ouvert par « {"{"} » à la ligne { $line } n'est jamais fermé
conditions-pgn-unclosed-tag = la balise de la ligne { $line } n'est pas fermée par « ] »
conditions-pgn-too-deep = les variantes sont imbriquées sur plus de { $max } niveaux
conditions-pgn-too-many-moves = il compte plus de { $max } coups

## Commandes de coups conditionnels telles que les joueurs les écrivent (en accord avec les mots des commandes)

conditions-command-if = Si { $moves }
conditions-command-from-pgn = Conditions depuis le PGN
conditions-command-list = Mes conditions
conditions-command-clear = Effacer les conditions

## Ce qui ne va pas dans une ligne Si (après « Je n'ai pas compris `…` : »)

# $word : ce que le joueur a écrit à la place d'un coup.
conditions-problem-not-a-move = `{ $word }` n'est pas un coup ; une ligne Si ne contient que des coups : celui de votre adversaire, puis votre réponse, et ainsi de suite, p. ex. Si e5 Cf3 Cc6 Fb5
conditions-problem-bad-move = `{ $text }` n'est pas un coup : { $problem }
conditions-problem-too-long = une ligne Si ne peut contenir plus de { $max } coups
