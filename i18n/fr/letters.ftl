# pawnpost's letters in French: subjects, news, states, refusals, footers, help.
# Players are addressed with "vous"; the colours are "les Blancs" and "les Noirs", so
# the verbs that follow them are plural. A no-break space (U+00A0, typed as the
# character itself) precedes ":" ";" "!" "?" and "»" and follows "«"; at the start of
# a variant, where Fluent drops spaces, write it {"\u00A0"}. A sentence
# continued after a colon starts in lower case: LOWERCASE($text) where a rendered
# sentence follows one. See i18n/README.md for the conventions.

## Shared pieces

# A number of days; $days is in the scope of the message that references it. French
# takes the singular below two (CLDR "one" is 0 and 1): "0 jour", "1 jour", "2 jours".
days-left = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}

# Le temps restant avant une échéance, jamais arrondi au-dessus : $left_unit vaut
# `days`, `hours` ou `under-an-hour` ; $left le nombre de jours ou d'heures entiers.
time-left = { $left_unit ->
    [days] { $left ->
        [one] { $left } jour
       *[other] { $left } jours
    }
    [hours] { $left ->
        [one] { $left } heure
       *[other] { $left } heures
    }
   *[under-an-hour] moins d'une heure
}

color = { $color ->
    [white] les Blancs
   *[black] les Noirs
}

# A moment, to the minute, in UTC: "1er mars 2026 à 9 h 05 UTC". $year $month $day $hour
# $minute are zero-padded texts; $year_number $month_number $day_number $hour_number
# are numbers.
date = { $day_number ->
    [1] 1er
   *[other] { $day_number }
} { $month_number ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} { $year_number } à { $hour_number } h { $minute } UTC

# Un moment tel qu'on l'entend le mieux (`Échiquier en mots`) : le jour et le mois en
# toutes lettres, sans l'année (le temps restant est dit à côté) : « 18 décembre à 17 h 06 UTC ».
date-spoken = { $day_number ->
    [1] 1er
   *[other] { $day_number }
} { $month_number ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} à { $hour_number } h { $minute } UTC

# Lists, joined two items at a time.
# La nature d'une proposition, comme nom ($kind: draw, cancel).
offer-kind = { $kind ->
    [draw] nulle
   *[cancel] annulation
}

list-or = { $first } ou { $second }
list-semicolon = { $first } ; { $second }

# A colon after a word, as in "Coups :".
colon = {"\u00A0"}:

## Subjects

subject-game = [pawnpost #{ $game }] { CAPITALIZE($topic) } — { $white } contre { $black }
# A subject outside a game starts with a capital, whatever its topic.
subject-lobby = [pawnpost] { CAPITALIZE($topic) }
subject-folded = { $more ->
    [1] {" "}(et 1 autre réponse)
   *[other] {" "}(et { $more } autres réponses)
}

topic-your-move = à vous de jouer : { $move }, { $said }
topic-waiting = envoyé : { $move }, { $said } — trait aux { $to_act ->
    [white] Blancs
   *[black] Noirs
}
# Sa propre demande, envoyée seule ; l'adversaire ($to_act) doit répondre.
topic-request-sent = vous avez { $kind ->
    [draw] proposé la nulle
   *[cancel] proposé d'annuler la partie
} — réponse des { $to_act ->
    [white] Blancs
   *[black] Noirs
} attendue
topic-not-done = non exécuté — voici pourquoi
topic-your-mail = votre message
topic-game-over = partie terminée — { $outcome }
topic-request-to-answer = { $by ->
    [white] les Blancs
   *[black] les Noirs
} { $kind ->
    [draw] proposent la nulle
   *[cancel] proposent d'annuler la partie
} — à vous de répondre
topic-your-answer = à vous de répondre
topic-news-from = des nouvelles { $by ->
    [white] des Blancs
   *[black] des Noirs
}
topic-reminder = rappel — votre coup avant le { $deadline }
topic-begins = { $you_move ->
    [yes] la partie commence — à vous de jouer
   *[no] la partie commence — trait aux Blancs
}
topic-handed-over = { $you_move ->
    [yes] la partie change de joueur — à vous de jouer
   *[no] la partie change de joueur — au tour de votre adversaire
}

topic-challenge-sent = Défi envoyé à { $to }
topic-invitation = { $from } vous défie aux échecs
topic-challenge-declined = { $by } a refusé votre défi
topic-you-declined = Défi refusé
topic-challenge-expired = Votre défi à { $to } a expiré
topic-invitation-expired = Un défi a expiré
topic-lobby-not-done = Non exécuté — voici pourquoi
topic-your-games = Vos parties
topic-help = Aide
topic-language = Langue
topic-board-style = L'échiquier dans vos messages
topic-too-many-mails = Trop de messages
topic-no-open-challenge = Aucun défi en attente
topic-which-game = Quelle partie ?
topic-nothing-done = Rien n'a été fait
topic-confirm = Merci de confirmer votre message
topic-blocked = Plus d'invitations
topic-unblocked = Invitations de nouveau acceptées
topic-which-challenge = Quel défi ?
topic-no-authority = n° { $game } : non exécuté — répondez au dernier message de la partie
topic-several-games = { $count ->
    [one] une partie
   *[other] { $count } parties
} : ce qui a été fait
topic-digest = votre récapitulatif : { $count ->
    [one] une partie attend
   *[other] { $count } parties attendent
} votre coup
topic-stale = n° { $game } : non exécuté — la partie a continué depuis

## What happened in a game

line-you-played = Vous avez joué { $move }.
line-you-played-read = Vous avez joué { $move } (`{ $typed }` compris comme { $role ->
    [pawn] pion
    [knight] cavalier
    [bishop] fou
    [rook] tour
    [queen] dame
   *[king] roi
} { $from }–{ $to }).
line-played = { $by ->
    [white] Les Blancs
   *[black] Les Noirs
} ont joué { $move }.
line-you-requested = { $kind ->
    [draw] Vous avez proposé la nulle.
   *[cancel] Vous avez proposé d'annuler la partie.
}
line-requests = { $by ->
    [white] Les Blancs
   *[black] Les Noirs
} { $kind ->
    [draw] proposent la nulle
   *[cancel] proposent d'annuler la partie
}.
line-you-accepted = { $kind ->
    [draw] Vous avez accepté la proposition de nulle.
   *[cancel] Vous avez accepté l'annulation de la partie.
}
# "la proposition de nulle", "la proposition d'annulation": both feminine.
line-your-request-accepted = Votre { $kind ->
    [draw] proposition de nulle
   *[cancel] proposition d'annulation
} a été acceptée.
line-you-denied = Vous avez refusé la { $kind ->
    [draw] proposition de nulle
   *[cancel] proposition d'annulation
}.
line-your-request-denied = Votre { $kind ->
    [draw] proposition de nulle
   *[cancel] proposition d'annulation
} a été refusée (nombre de refus jusqu'ici : { $denials }). C'est à vous de jouer.
line-you-declined-by-moving = En jouant un coup, vous avez décliné la { $kind ->
    [draw] proposition de nulle
   *[cancel] proposition d'annulation
}.
line-your-request-declined-by-move = En jouant un coup, votre adversaire a décliné votre { $kind ->
    [draw] proposition de nulle
   *[cancel] proposition d'annulation
}.
line-your-claim-granted = Votre réclamation de nulle ({ $claim ->
    [threefold] triple répétition
   *[fifty] règle des 50 coups
}){ $has_after ->
    [yes] {" "}après { $after }
   *[no] {""}
} est fondée.
line-opponent-claim-granted = Votre adversaire a réclamé la nulle ({ $claim ->
    [threefold] triple répétition
   *[fifty] règle des 50 coups
}){ $has_after ->
    [yes] {" "}après { $after }
   *[no] {""}
} ; la réclamation est fondée.
line-claim-refused = Votre réclamation de nulle est rejetée : { $has_after ->
    [yes] après { $after }, la position serait apparue { $repetitions } fois (il en faut 3) et { $halfmoves ->
        [one] { $halfmoves } demi-coup se serait écoulé
       *[other] { $halfmoves } demi-coups se seraient écoulés
    } sans prise ni coup de pion (il en faut 100)
   *[no] la position est apparue { $repetitions } fois (il en faut 3) et { $halfmoves ->
        [one] { $halfmoves } demi-coup s'est écoulé
       *[other] { $halfmoves } demi-coups se sont écoulés
    } sans prise ni coup de pion (il en faut 100)
}. La partie continue, et c'est toujours à vous de jouer.
line-your-tablebase-claim-granted = Votre réclamation { $claim ->
    [win] du gain
   *[draw] de la nulle
} par les tables de finales{ $has_after ->
    [yes] {" "}après le coup annoncé { $after } (non joué)
   *[no] {""}
} est fondée : { $value ->
    [win] { $claim ->
        [win] les tables vous donnent le gain.
       *[draw] les tables vous donnent même le gain, mais vous avez réclamé la nulle, et c'est la nulle.
    }
   *[draw] les tables donnent la nulle.
}
line-opponent-tablebase-claim-granted = Votre adversaire a réclamé { $claim ->
    [win] le gain
   *[draw] la nulle
} par les tables de finales{ $has_after ->
    [yes] {" "}après le coup annoncé { $after } (non joué)
   *[no] {""}
} ; les tables le confirment.
line-tablebase-claim-refused = Votre réclamation { $claim ->
    [win] du gain
   *[draw] de la nulle
} par les tables de finales{ $has_after ->
    [yes] {" "}après le coup annoncé { $after }
   *[no] {""}
} est rejetée : { $why }. La partie continue, et c'est toujours à vous de jouer.
line-tablebase-ending = { $claimant ->
    [white] Les Blancs ont
   *[black] Les Noirs ont
} réclamé { $claim ->
    [win] le gain
   *[draw] la nulle
} par les tables de finales{ $has_after ->
    [yes] {" "}après le coup annoncé { $after } (non joué)
   *[no] {""}
}.
# Pourquoi une réclamation par les tables est rejetée, après deux-points.
tablebase-tables-say = { $value ->
    [win] les tables vous donnent le gain
    [draw] les tables ne donnent que la nulle
   *[loss] d'après les tables, vous perdez
}
tablebase-not-in-this-event = la compétition de cette partie n'autorise pas les réclamations par tables de finales
tablebase-not-configured = ce serveur n'a pas de tables de finales
tablebase-too-many-pieces = { $pieces } pièces sont sur l'échiquier, et les tables ne connaissent que les positions d'au plus { $max } pièces
tablebase-castling = des droits de roque subsistent, et les tables ne connaissent pas le roque
tablebase-no-tables = ce serveur n'a pas de table pour { $material }
tablebase-uncertain = le gain est à cinquante coups tout juste, et les tables ne peuvent pas dire s'il tient dans la règle des 50 coups
tablebase-one-per-mail = un message ne peut faire juger qu'une position par les tables ; envoyez cette réclamation dans un message à part
tablebase-failed = les tables n'ont pas pu être lues pour cette position (le journal du serveur dit pourquoi)
line-you-resigned = Vous avez abandonné.
line-resigned = { $by ->
    [white] Les Blancs
   *[black] Les Noirs
} ont abandonné.
line-game-over = Partie terminée : { $outcome }.
# A refusal continues in lower case after the colon, except a list of conflicting
# commands ($why_kind is `conflicts`), which may start with a command's name.
line-not-done-move = Non exécuté : le coup `{ $move }` — { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
# Un coup refusé (rien du message n'a été joué, le trait est au lecteur) : dit avant
# tout le reste ; $why : le refus et les coups légaux.
line-move-not-played = Aucun coup n'a été joué ; c'est toujours à vous de jouer. { $why }
line-not-done-command = Non exécuté : `{ $command }` — { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
line-not-done = Non exécuté : { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
line-pgn-attached = Le PGN de la partie est en pièce jointe.
line-language-now = pawnpost vous écrit désormais en français.
line-board-style-now = { $style ->
    [words] Vos messages annoncent désormais d'abord le dernier coup et le trait, puis décrivent la position en mots : les pièces de chaque camp sur une ligne, regroupées par type ; ni image ni diagramme. Échiquier en image ou Échiquier en texte rétablit l'échiquier.
    [text] Vos messages montrent désormais l'échiquier sans image : sous forme de tableau dans la partie HTML, dessiné avec des lettres dans le texte brut. Échiquier en image rétablit l'image ; Échiquier en mots décrit la position en mots.
   *[picture] Vos messages montrent désormais l'échiquier en image, ses pièces énumérées dans la description de l'image. Échiquier en mots décrit plutôt la position en mots (pour les lecteurs d'écran) ; Échiquier en texte donne un tableau sans image.
}
line-no-command-quoted-only = Votre message ne contenait que du texte cité : il n'y avait donc rien à faire.
line-no-command-empty = Votre message était vide : il n'y avait donc rien à faire.
line-no-command-not-understood = Je n'ai trouvé aucune commande dans votre message.
line-no-command-text-only = Je n'ai trouvé aucune commande dans votre message ; votre texte n'a donc pas été transmis à votre adversaire. Un commentaire n'est transmis qu'avec un coup ou une proposition.
line-not-understood = Je n'ai pas compris `{ $text }` : { $reason }
line-not-understood-lines = { $n ->
    [1] Je n'ai pas compris une ligne de votre message.
   *[other] Je n'ai pas compris { $n } lignes de votre message.
}
line-shortened = Cette réponse a été raccourcie ; répondez à ce message pour la recevoir en entier.
line-comment-shortened = Votre commentaire comptait { $had } caractères ; votre adversaire en lit les { $max } premiers.
line-comment-cut = Ce commentaire a été raccourci à ses { $max } premiers caractères.
line-letter-cut = Ce message était trop long et a été coupé ici ; envoyez Parties ou Aide pour en demander une partie.
line-last-letter-today = { $budget ->
    [one] pawnpost envoie un message par jour
   *[other] pawnpost envoie { $budget } messages par jour
} à une adresse qui n'a pas encore répondu par l'un de ses messages, et celui-ci est le dernier pour aujourd'hui : les messages que vous écrirez avant de répondre à celui-ci resteront sans réponse jusqu'à demain. Répondez à ce message (en gardant son adresse) pour montrer que vous lisez le courrier ici ; dès lors, chaque message aura sa réponse.
line-forfeited = { $loser ->
    [white] Les Blancs
   *[black] Les Noirs
} n'ont pas répondu dans le délai imparti et perdent par forfait.
line-reverse-forfeited = { $loser ->
    [white] Les Blancs
   *[black] Les Noirs
} perdent par forfait inversé : deux de leurs propositions avaient déjà été refusées, et la troisième était toujours en attente à l'expiration du délai.
line-adjudicated = L'administrateur a décidé de l'issue de la partie : { $reason }
line-reminder = Petit rappel : c'est à vous de jouer, et le délai expire bientôt.
line-game-begins = Le défi a été accepté : la partie commence.

## How a game stands

line-seat = Vous jouez avec { $side ->
    [white] les Blancs
   *[black] les Noirs
} contre { $opponent }.
line-your-request-pending = Votre { $kind ->
    [draw] proposition de nulle
   *[cancel] proposition d'annulation
} attend une réponse.
line-answer-request = { $by ->
    [white] Les Blancs
   *[black] Les Noirs
} { $kind ->
    [draw] proposent la nulle : répondez Accepter nulle ou Refuser nulle.
   *[cancel] proposent d'annuler la partie : répondez Accepter annulation ou Refuser annulation.
}
line-to-act = Échéance : { $deadline } (encore { time-left }) ; sans réponse d'ici là, { $who ->
    [you] vous perdrez
   *[other] ils perdront
} par forfait.
# L'échéance pour l'oreille (`Échiquier en mots`) : le jour en toutes lettres ; le délai de
# forfait est dit dans le défi et l'invitation, pas dans chaque lettre.
line-to-act-spoken = Échéance : { $deadline } (encore { time-left }).

## Outside a game

line-challenge-sent = Votre défi à { $opponent } a été envoyé (votre couleur : { $color ->
    [white] les Blancs
    [black] les Noirs
   *[random] tirée au sort
}, délai : { days-left }).
line-hear-when-answered = pawnpost vous préviendra dès qu'il sera accepté ou refusé.
# In a player's first letters (an invitation, a game's start): how to get the board in words.
line-board-words-hint = Vous utilisez un lecteur d'écran ? Répondez Échiquier en mots : vos lettres donneront la position sous forme de listes.
line-start-after = La partie commence après { $moves }.
line-start-from = La partie commence à partir de cette position (FEN) : { $fen }
line-event-rules = Règlement de cette compétition : { $rules }.
rule-leave-days = { $days ->
    [one] { $days } jour de congé par an
   *[other] { $days } jours de congé par an
}
rule-no-conditional-moves = pas de coups conditionnels
rule-no-tablebase-claims = pas de réclamation par tables de finales
rule-draw-offers-from = pas de proposition de nulle avant le coup { $move }
line-start-chess960 = { $number ->
    [-1] La partie se joue en Chess960 : sa position de départ est tirée au sort quand elle commence.
   *[other] La partie se joue en Chess960, depuis la position de départ { $number }.
}
rule-publish-delay = { $plies ->
    [0] le site public montre les parties en direct
   *[other] le site public montre une partie en cours avec { $plies ->
        [one] { $plies } demi-coup de retard
       *[other] { $plies } demi-coups de retard
    }
}
rule-publish-at-end = le site public ne montre les coups d'une partie qu'une fois terminée
rule-on-time-ask = quand une pendule tombe, l'adversaire décide : réclamer le gain ou donner du temps
rule-on-time-forfeit = une pendule qui tombe perd aussitôt
rule-max-timeouts = réservé aux joueurs qui ont perdu au temps au plus { $max } % de leurs parties des { $days } derniers jours
line-invitation = { $challenger } vous défie aux échecs par correspondance (sa couleur : { $color ->
    [white] les Blancs
    [black] les Noirs
   *[random] tirée au sort
}, délai : { days-left }).
line-answer-invitation = Répondez Accepter pour jouer, ou Refuser.
line-challenge-declined-by = { $who } a refusé votre défi.
line-you-declined-challenge-of = Vous avez refusé le défi lancé par { $who }.
line-challenge-expired-unanswered = { $who } n'a pas répondu à temps à votre défi, qui a donc expiré. Vous pouvez en envoyer un nouveau.
line-invitation-expired = Le défi lancé par { $who } a expiré sans réponse. Si vous voulez jouer, demandez-lui d'en envoyer un nouveau.
line-nothing-was-done = Rien n'a été fait : { $why_kind ->
    [conflicts] { $why }
   *[refusal] { LOWERCASE($why) }
}
line-your-games = Vos parties en cours (répondez au dernier message d'une partie pour y jouer, ou écrivez une ligne par partie comme `#12 Cf3` pour jouer dans plusieurs à la fois) :
line-game = n° { $game }  { $white } contre { $black }  coup { $fullmove }  { $to_act ->
    [you] à vous de jouer
    [white] trait aux Blancs
    [black] trait aux Noirs
   *[over] terminée
}  échéance { $deadline } (encore { time-left }){ $offer ->
    [their-draw] {"  "}nulle proposée : à vous de répondre
    [their-cancel] {"  "}annulation proposée : à vous de répondre
    [your-draw] {"  "}votre proposition de nulle attend
    [your-cancel] {"  "}votre proposition d'annulation attend
   *[none] {""}
}
line-no-games = Vous n'avez aucune partie en cours. Pour en commencer une, écrivez par exemple : Défi ami@example.org
line-games-page = { $next ->
    [0] Page { $page } sur { $pages } ({ $total } parties), la dernière. Envoyez Parties pour la première.
   *[other] Page { $page } sur { $pages } ({ $total } parties). Envoyez Parties { $next } pour la page suivante.
}
line-no-such-games-page = Il n'y a pas de page { $asked } : { $pages ->
    [one] vos parties tiennent sur { $pages } page. La voici.
   *[other] vos parties occupent { $pages } pages. Voici la dernière.
}
line-too-many-mails = Vous avez envoyé plus de { $limit } messages en une heure. pawnpost ne vous répondra plus avant la fin de cette heure ; rien de votre dernier message n'a été exécuté.
line-not-an-address = `{ $text }` n'est pas une adresse e-mail ; écrivez par exemple Défi ami@example.org
line-not-itself = pawnpost ne joue pas contre lui-même ; défiez plutôt un autre joueur.
line-too-many-open-challenges = Vous avez déjà { $open ->
    [one] { $open } défi en attente
   *[other] { $open } défis en attente
} (la limite est de { $max }) ; attendez d'abord les réponses.
line-too-many-games = Vous jouez déjà { $active ->
    [one] { $active } partie
   *[other] { $active } parties
} (la limite est de { $max }).
line-challenger-busy = { $challenger } joue déjà le nombre maximal de parties ({ $max }) : cette partie ne peut pas commencer maintenant. Le défi reste ouvert ; acceptez-le de nouveau plus tard.
line-no-open-challenge = Il n'y a aucun défi en attente auquel vous pourriez répondre.
line-which-game = Votre message contient des commandes de partie, mais n'indique pas pour quelle partie. Répondez au dernier message de la partie (son adresse de réponse contient votre clé pour cette partie).
line-no-authority = Rien n'a été fait : { $token ->
    [wrong] l'adresse de réponse de votre message ne contient pas votre clé pour cette partie
   *[missing] votre message n'est pas passé par votre adresse de réponse pour cette partie
}. pawnpost n'accepte les coups, les propositions et les abandons que par votre adresse de réponse personnelle, pour que personne ne puisse jouer à votre place.
    Répondez au dernier message de pawnpost pour la partie n° { $game } (son adresse de réponse contient votre clé).
line-game-section = Partie n° { $game } : { $white } contre { $black }
line-game-lines-need-proof = Rien n'a été fait : les lignes adressées à une partie par son numéro (#12 Cf3) ne sont lues que dans une réponse à l'un des messages de pawnpost (votre récapitulatif quotidien, le message d'une partie, une réponse), car seule une telle réponse prouve que le message vient de vous.
line-digest-head = { $to_act ->
    [one] Une partie attend
   *[other] { $to_act } parties attendent
} votre coup{ $waiting ->
    [0] .
    [one] {"\u00A0"}; dans une autre, vous attendez votre adversaire.
   *[other] {"\u00A0"}; dans { $waiting } autres, vous attendez vos adversaires.
}
line-digest-waiting = Où vous attendez :
line-digest-more = { $count ->
    [one] Une autre partie n'est pas montrée
   *[other] { $count } autres parties ne sont pas montrées
} ici ; envoyez Parties pour la liste complète.
line-stale = Rien n'a été fait : votre message répond à un ancien message de la partie n° { $game }, et la partie a continué depuis. Voici la position actuelle ; répondez à ce message.
line-confirm-please = pawnpost a reçu de cette adresse un message demandant : { $commands }. Rien n'a encore été fait.
line-confirm-how = Pour vérifier que cette demande vient bien de vous, répondez à ce message par Confirmer. Si vous ne l'avez pas envoyée, ignorez simplement ce message : il ne se passera rien, et pawnpost ne vous écrira plus à ce sujet.
line-confirm-tip = Répondre à un message de pawnpost suffit à prouver votre adresse : cette étape n'est nécessaire que pour un nouveau message que vous écrivez vous-même.
line-nothing-to-confirm = Il n'y a rien à confirmer : répondez Confirmer au message qui le demande.
line-confirmed-before = Ce message a déjà été confirmé ; rien n'a été exécuté une seconde fois.
line-confirmation-expired = Cette demande de confirmation date de plus { $days ->
    [1] d'un jour
    [one] de { $days } jour
   *[other] de { $days } jours
} et n'est plus valable ; renvoyez vos commandes.
line-block-hint = Pour ne plus recevoir d'invitations de pawnpost, répondez Bloquer.
line-blocked = pawnpost ne vous enverra plus d'invitations. Pour en recevoir de nouveau, envoyez Débloquer.
line-unblocked = Vous recevrez de nouveau des invitations. Pour ne plus en recevoir, envoyez Bloquer.
line-recipient-refuses = { $who } n'accepte pas les invitations de pawnpost.
line-recipient-had-enough = { $who } a déjà reçu aujourd'hui autant d'invitations que pawnpost en envoie à une adresse ; réessayez demain.
line-which-challenge = Plusieurs défis attendent votre réponse. Répondez Accepter ou Refuser directement au message d'invitation du défi choisi :
line-open-challenge = { $challenger } (sa couleur : { $color ->
    [white] les Blancs
    [black] les Noirs
   *[random] tirée au sort
}, délai : { days-left })
line-mail-cut = Votre message dépassait { $kb } Ko : pawnpost n'en a lu que le début. Envoyez les textes longs en plusieurs messages.

## The letter's frame

opponent-writes = Votre adversaire écrit :
moves-heading = Coups
# Under a move list a `Board words` letter shortened to its last ten moves.
moves-earlier = Seuls les dix derniers coups figurent ici ; envoyez Historique pour les recevoir tous.
help =
    pawnpost vous permet de jouer aux échecs par correspondance, par e-mail. Répondez au dernier message d'une partie par :
      un coup : e4, Cf3, Cavalier en f3, exd5, O-O, e8=D, e2e4, 5254, Petit roque, en passant e5d6
      Proposer nulle / Accepter nulle / Refuser nulle
      Proposer annulation / Accepter annulation / Refuser annulation
      Réclamer nulle, éventuellement avec votre coup : Réclamer nulle Cf3 (triple répétition ou règle des 50 coups)
      Réclamer le gain par les tables / Réclamer la nulle par les tables (7 pièces au plus, sans droit de roque ; éventuellement avec un coup, jugé mais non joué)
      Abandonner
      Donner 2 jours (plus de temps à la pendule de votre adversaire)
      Échiquier, Historique, PGN, Parties, Aide, Langue fr|en|de|es|pt
    Dans n'importe quel message : Congé 7 jours, Congé jusqu'au 31/12/2026, Congé du 24/12/2026 au 02/01/2027, Congé automatique / Congé automatique non (un congé plutôt qu'une défaite au temps), De retour, Calendrier non / oui, Échiquier en mots (la position en mots, pour les lecteurs d'écran) / Échiquier en image / Échiquier en texte
    Pour commencer une partie, écrivez un nouveau message : Défi ami@example.org [blancs|noirs|hasard] [délai 30 jours] [3 jours par coup | Fischer 10+1]
    Répondez à un défi par Accepter ou Refuser.
    Les commandes anglaises, comme Request Draw ou Nf3, sont toujours comprises elles aussi.

footer-commands = Commandes : Échiquier, Historique, PGN, Parties, Aide.
footer-lobby = Envoyez Aide pour la liste des commandes.
footer-over = Cette partie est terminée. Envoyez PGN pour la feuille de partie, Parties pour la liste de vos parties.
footer-answer = { $kind ->
    [draw] Répondez Accepter nulle ou Refuser nulle.
   *[cancel] Répondez Accepter annulation ou Refuser annulation.
}
footer-your-move-example = Répondez par votre coup, par exemple { $example } ; vous pouvez y ajouter Proposer nulle, ou envoyer Abandonner.
footer-your-move = Répondez par votre coup ; vous pouvez y ajouter Proposer nulle, ou envoyer Abandonner.
footer-games = Pour jouer dans plusieurs parties à la fois, répondez par une ligne par partie : #12 Cf3, ou #12 14... Cf3 pour vous assurer que la partie en est toujours à ce coup.
footer-wait = Attendez la réponse de votre adversaire ; vous pouvez envoyer Abandonner ou Proposer annulation à tout moment.

## Refusals

rejection-unknown-game = Vous n'avez pas de partie n° { $id }. Répondez au dernier message de la partie voulue, ou envoyez Parties pour la liste de vos parties.
rejection-not-a-player = { $address } ne joue pas dans cette partie.
rejection-game-over = La partie est terminée : { $outcome }.
rejection-not-your-turn = Ce n'est pas à vous de jouer, mais { $to_move ->
    [white] aux Blancs
   *[black] aux Noirs
} ({ $address }).
rejection-not-at-move = Votre ligne visait le { $said_fullmove }{ $said_fullmove ->
    [1] er
   *[other] e
} coup { $said ->
    [white] des Blancs ({ $said_fullmove }.)
   *[black] des Noirs ({ $said_fullmove }...)
}, mais la partie en est au { $fullmove }{ $fullmove ->
    [1] er
   *[other] e
} coup { $to_move ->
    [white] des Blancs
   *[black] des Noirs
}. Votre échiquier n'était plus à jour ; la partie telle qu'elle est figure ci-dessous.
rejection-draw-offer-too-early = Cette compétition n'autorise aucune proposition de nulle avant le coup { $from } : continuez à jouer et proposez-la à partir du coup { $from }.
rejection-must-answer-first = Votre adversaire { $kind ->
    [draw] propose la nulle ; répondez Accepter nulle ou Refuser nulle avant que la partie continue.
   *[cancel] propose d'annuler la partie ; répondez Accepter annulation ou Refuser annulation avant que la partie continue.
}
rejection-awaiting-answer = Votre { $kind ->
    [draw] proposition de nulle
   *[cancel] proposition d'annulation
} attend la réponse de votre adversaire ; la partie reprendra dès qu'elle sera acceptée ou refusée.
rejection-no-pending-offer = Il n'y a aucune { $kind ->
    [draw] proposition de nulle
   *[cancel] proposition d'annulation
} en attente.
rejection-offer-already-pending = Une { $kind ->
    [draw] proposition de nulle
   *[cancel] proposition d'annulation
} { $by ->
    [white] des Blancs
   *[black] des Noirs
} est déjà en attente ; il faut d'abord y répondre.
rejection-own-offer = La { $kind ->
    [draw] proposition de nulle
   *[cancel] proposition d'annulation
} en attente est la vôtre ; seul votre adversaire peut l'accepter ou la refuser.
rejection-must-move-after-denial = Votre proposition a été refusée, c'est donc à vous de jouer (ou d'abandonner) ; vous pouvez faire une nouvelle proposition en même temps qu'un coup.
legal-moves-piece = { $role ->
    [king] Roi
    [queen] { $count ->
        [one] Dame
       *[other] Dames
    }
    [rook] { $count ->
        [one] Tour
       *[other] Tours
    }
    [bishop] { $count ->
        [one] Fou
       *[other] Fous
    }
    [knight] { $count ->
        [one] Cavalier
       *[other] Cavaliers
    }
   *[pawn] { $count ->
        [one] Pion
       *[other] Pions
    }
} : { $moves }
legal-moves-from = { $from } en { $to }
legal-moves-groups = { $first }. { $second }
rejection-move = { $error }{ $has_legal ->
    [yes] {"\u000A"}Vos coups légaux, par pièce. { $legal }.
   *[no] {""}
}
rejection-conflicts = { $conflicts }.
combination-resign-with-others = La commande Abandonner met fin à la partie et ne peut pas être envoyée avec d'autres commandes de partie.
combination-accept-with-others = Accepter une proposition met fin à la partie : cette commande ne peut pas être envoyée avec d'autres commandes de partie.
combination-moves-twice = Un message ne peut contenir qu'un seul coup (ou une seule réclamation de nulle).
combination-requests-twice = Une seule proposition (nulle ou annulation) peut être en attente à la fois.
combination-denies-twice = Une seule proposition peut être en attente ; il n'y en a donc qu'une à refuser.
rejection-challenge-yourself = Vous ne pouvez pas vous défier vous-même.
rejection-challenge-not-open = Ce défi n'est plus en attente : { $state ->
    [accepted] il a déjà été accepté.
    [declined] il a été refusé.
   *[expired] il a expiré.
}
rejection-timeout-out-of-range = Le délai doit être compris entre 1 et { $max } jours.
rejection-not-a-game-command = Un défi s'envoie dans un nouveau message à pawnpost, pas en réponse à une partie.

## Moves that are no legal move

move-illegal = `{ $text }` n'est pas un coup légal : { $reason }.
move-ambiguous = `{ $text }` est ambigu : ce pourrait être { $candidates }. Précisez la colonne ou la rangée de la pièce voulue.
move-promotion-missing = `{ $text }` atteint la dernière rangée : indiquez en quelle pièce le pion est promu, par exemple { $example }.
# One move an ambiguous move could be, in notation and in words.
move-candidate = { $san } ({ $role ->
    [pawn] pion
    [knight] cavalier
    [bishop] fou
    [rook] tour
    [queen] dame
   *[king] roi
} { $from }–{ $to })

illegal-no-piece-left = vous n'avez plus de { $role ->
    [pawn] pion
    [knight] cavalier
    [bishop] fou
    [rook] tour
    [queen] dame
   *[king] roi
}
illegal-promotion-not-on-last-rank = un pion n'est promu que sur la dernière rangée
illegal-own-piece-on = une de vos pièces occupe déjà { $square }
# "la tour", "la dame" are feminine: "aucune", "la", "une".
illegal-no-piece-can-reach = { $role ->
    [pawn] aucun de vos pions ne peut atteindre { $to }
    [knight] aucun de vos cavaliers ne peut atteindre { $to }
    [bishop] aucun de vos fous ne peut atteindre { $to }
    [rook] aucune de vos tours ne peut atteindre { $to }
    [queen] aucune de vos dames ne peut atteindre { $to }
   *[king] votre roi ne peut pas atteindre { $to }
}
illegal-does-not-escape-check = votre roi est en échec, et ce coup ne pare pas l'échec
illegal-leaves-king-in-check = { $pinned ->
    [yes] votre roi serait alors en échec (la pièce est clouée)
   *[no] votre roi serait alors en échec
}
illegal-castling-right-lost = vous ne pouvez plus roquer de ce côté (le roi ou cette tour a déjà bougé)
illegal-castling-out-of-check = vous ne pouvez pas roquer quand votre roi est en échec
illegal-castling-blocked = des pièces se trouvent entre votre roi et votre tour
illegal-castling-through-check = votre roi traverserait ou atteindrait une case attaquée
illegal-castling-not-possible = le roque n'est pas possible maintenant (le roi ou la tour a bougé, une case entre eux est occupée, ou le roi est en échec, traverse ou atteint une case attaquée)
illegal-no-piece-on = il n'y a aucune pièce en { $square }
illegal-not-your-piece = { $role ->
    [pawn] le pion
    [knight] le cavalier
    [bishop] le fou
    [rook] la tour
    [queen] la dame
   *[king] le roi
} en { $square } n'est pas à vous
illegal-only-pawns-promote = seul un pion peut être promu, et la pièce en { $from } est { $role ->
    [pawn] un pion
    [knight] un cavalier
    [bishop] un fou
    [rook] une tour
    [queen] une dame
   *[king] un roi
}
illegal-no-promotion-there = { $role ->
    [pawn] le pion
    [knight] le cavalier
    [bishop] le fou
    [rook] la tour
    [queen] la dame
   *[king] le roi
} en { $from } n'est pas promu en allant en { $to }
illegal-cannot-move-to = { $role ->
    [pawn] le pion
    [knight] le cavalier
    [bishop] le fou
    [rook] la tour
    [queen] la dame
   *[king] le roi
} en { $from } ne peut pas aller en { $to }
illegal-not-en-passant = { $from }{ $to } n'est pas une prise en passant
illegal-nothing-to-capture = { $has_role ->
    [yes] il n'y a { $role ->
        [pawn] aucun pion adverse
        [knight] aucun cavalier adverse
        [bishop] aucun fou adverse
        [rook] aucune tour adverse
        [queen] aucune dame adverse
       *[king] aucun roi adverse
    } à prendre en { $on }
   *[no] il n'y a rien à prendre en { $on }
}
illegal-wrong-piece = la pièce en { $square } est { $role ->
    [pawn] un pion
    [knight] un cavalier
    [bishop] un fou
    [rook] une tour
    [queen] une dame
   *[king] un roi
}, pas { $named ->
    [pawn] un pion
    [knight] un cavalier
    [bishop] un fou
    [rook] une tour
    [queen] une dame
   *[king] un roi
}

syntax-not-a-move = écrivez les coups par exemple ainsi : Cf3, exd5, e8=D, O-O, e2e4 ou 5254
syntax-no-such-square = il n'y a pas de case { $square } sur l'échiquier
syntax-unknown-piece = `{ $letter }` n'est pas une lettre de pièce
syntax-bad-promotion = un pion est promu sur la dernière rangée en dame, tour, fou ou cavalier (par exemple e8=D)
syntax-iccf-digits = les coups numériques ICCF utilisent les chiffres 1 à 8, et 1 à 4 pour une promotion (par exemple 5254)
syntax-en-passant-squares = en passant demande la case du pion et sa case d'arrivée, par exemple en passant e5d6

## What was not understood

reason-unknown-command = `{ $word }` n'est pas une commande que pawnpost connaît ; envoyez Aide pour la liste des commandes
reason-bad-move = `{ $text }` n'est pas un coup : { $problem }
reason-ambiguous-draw = proposez-vous la nulle (Proposer nulle), l'acceptez-vous (Accepter nulle) ou la refusez-vous (Refuser nulle) ?
reason-ambiguous-cancel = proposez-vous l'annulation (Proposer annulation), l'acceptez-vous (Accepter annulation) ou la refusez-vous (Refuser annulation) ?
reason-castle-side = de quel côté ? Écrivez Petit roque (O-O) ou Grand roque (O-O-O)
reason-en-passant-squares = { syntax-en-passant-squares }
reason-challenge = { $problem } ; écrivez par exemple Défi anna@example.org blancs délai 14 jours
reason-language = pawnpost ne parle pas `{ $word }` ; écrivez Langue fr, Langue en ou Langue de
reason-question = `{ $command }?` est une question ; écrivez-le sans point d'interrogation si c'est bien ce que vous voulez
reason-too-many-commands = trop de commandes dans un seul message ; pawnpost ne lit que les { $max } premières, donc cette ligne et la suite du message n'ont pas été lues
reason-too-many-games = un message peut s'adresser à { $max } parties au plus ; cette ligne et la suite du message n'ont pas été lues
reason-extra-text = `{ $word }` n'est pas une commande ; écrivez les commandes seules sur leur ligne et votre commentaire sur une ligne à part

start-no-moves = après `après`, il faut les coups de l'ouverture, par exemple `après 1.e4 c5 2.Cf3 d6`
start-too-long = une ouverture peut compter au plus { $max } demi-coups
start-illegal = { $move } (coup { $number }) n'est pas légal dans cette ouverture
start-bad-fen = cette FEN n'est pas une position légale (vérifiez le champ { $field ->
    [board] placement des pièces
    [turn] trait
    [castling] roques
    [en-passant] prise en passant
    [halfmoves] compteur de demi-coups
   *[fullmoves] numéro de coup
})
start-both = une ouverture (`après …`) ou une position (`depuis …`), pas les deux
start-no-such-960 = les positions de départ du Chess960 sont numérotées de 0 à 959, pas { $number }
start-over = cette position est déjà finale (mat, pat ou matériel insuffisant) : aucune partie ne peut en partir
challenge-no-address = Défi demande l'adresse de votre adversaire
challenge-not-an-address = `{ $text }` n'est pas une adresse e-mail : { $why }
challenge-timeout-days = il manque le nombre de jours après délai

address-error = { $error ->
    [empty] l'adresse est vide
    [display-name] écrivez seulement l'adresse, sans nom ni chevrons
    [quoted-local-part] la partie avant le @ est entre guillemets ; pawnpost n'écrit qu'à des adresses simples
    [whitespace] une adresse ne contient pas d'espace
    [invisible-character] l'adresse contient un caractère invisible ou illisible
    [not-local-at-domain] une adresse a la forme nom@domaine
    [non-ascii-local-part] la partie avant le @ contient { $char }, un caractère hors ASCII ; pawnpost n'écrit qu'aux adresses dont la partie avant le @ ne contient que a–z, des chiffres et . _ - +
    [bad-local-part] la partie avant le @ contient { $char }, un caractère impossible dans une adresse
    [local-part-dots] la partie avant le @ commence ou finit par un point, ou contient deux points de suite
    [too-long] l'adresse est trop longue
    [ip-literal] pawnpost n'écrit pas à une adresse IP entre crochets
   *[bad-domain] la partie après le @ n'est pas un nom d'hôte comme example.org
}

conflict-two-moves = deux coups dans un même message (`{ $first }` et `{ $second }`) — n'envoyez qu'un coup par message
conflict-resign-with-move = un coup et Abandonner dans un même message (`{ $move }` et Abandonner) — envoyez l'un ou l'autre
conflict-resign-with = Abandonner et { $command } dans un même message — envoyez l'un ou l'autre
conflict-contradicting = { $first } et { $second } dans un même message — envoyez l'un des deux
conflict-repeated = { $command } deux fois dans un même message — envoyez-le une seule fois

## Results

termination = { $termination ->
    [checkmate] mat
    [resignation] abandon
    [stalemate] pat
    [insufficient_material] matériel insuffisant
    [agreement] accord mutuel
    [threefold_claim] triple répétition (réclamée)
    [fifty_move_claim] la règle des 50 coups (réclamée)
    [tablebase] réclamation (tables de finales)
    [fivefold_repetition] quintuple répétition
    [seventyfive_moves] la règle des 75 coups
    [forfeit] forfait (délai dépassé)
    [reverse_forfeit] forfait inversé
    [adjudication] décision de l'administrateur
   *[cancelled] accord mutuel
}
outcome = { $result ->
    [white] les Blancs gagnent par { $by }, 1-0
    [black] les Noirs gagnent par { $by }, 0-1
    [draw] nulle par { $by }, 1/2-1/2
   *[cancelled] partie annulée (*)
}

## Commands as a player writes them

command-request-draw = Proposer nulle
command-accept-draw = Accepter nulle
command-deny-draw = Refuser nulle
command-request-cancel = Proposer annulation
command-accept-cancel = Accepter annulation
command-deny-cancel = Refuser annulation
command-claim-draw = Réclamer nulle
command-claim-draw-with = Réclamer nulle { $move }
command-claim-tablebase = { $claim ->
    [win] Réclamer le gain par les tables
   *[draw] Réclamer la nulle par les tables
}
command-claim-tablebase-with = { $claim ->
    [win] Réclamer le gain par les tables
   *[draw] Réclamer la nulle par les tables
} { $move }
command-resign = Abandonner
# $timeout, $control and $start come with their leading space, or empty.
command-challenge = Défi { $opponent }{ $color ->
    [white] {" "}blancs
    [black] {" "}noirs
   *[random] {""}
}{ $timeout }{ $control }{ $start }{ $casual ->
    [yes] {" "}amicale
   *[no] {""}
}
command-challenge-after = après { $moves }
command-challenge-from = depuis { $fen }
command-challenge-timeout = délai { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
command-accept = Accepter
command-decline = Refuser
command-board = Échiquier
command-history = Historique
command-pgn = PGN
command-games = { $page ->
    [0] Parties
   *[other] Parties { $page }
}
command-help = Aide
command-language = Langue { $code }
command-board-style = { $style ->
    [words] Échiquier en mots
    [text] Échiquier en texte
   *[picture] Échiquier en image
}
command-confirm = Confirmer
command-block = Bloquer
command-unblock = Débloquer

## Notes privées

topic-your-notes = vos notes
line-note-kept = Note enregistrée ; vous seul la voyez ({ $count ->
    [one] { $count } note
   *[other] { $count } notes
} dans cette partie).
line-notes-cleared = { $count ->
    [0] Vous n'aviez aucune note dans cette partie.
    [1] Votre note dans cette partie est effacée.
   *[other] Vos { $count } notes dans cette partie sont effacées.
}
line-no-notes = Vous n'avez aucune note dans cette partie. Écrivez Note suivi de votre texte pour en garder une ; vous seul les voyez.
line-too-many-notes = Non enregistrée : vous gardez déjà { $max } notes dans cette partie ; envoyez Effacer les notes pour recommencer.
notes-heading = { $older ->
    [0] Vos notes (vous seul les voyez) :
    [one] Vos dernières notes (vous seul les voyez ; { $older } plus ancienne : envoyez Notes) :
   *[other] Vos dernières notes (vous seul les voyez ; { $older } plus anciennes : envoyez Notes) :
}
notes-entry = { $move ->
    [0] avant le premier coup
   *[other] coup { $move }
} : { $text }
reason-note-empty = Note demande le texte à garder, par exemple Note le cavalier va en d5
reason-note-too-long = une note contient au plus { $max } caractères
command-note = Note { $text }
command-notes = Notes
command-clear-notes = Effacer les notes

## Les premières phrases d'une lettre, du point de vue du lecteur : à qui de jouer (ou le
## résultat, une seule fois), le dernier coup en mots, l'échec et par quelle pièce.
headline-your-move = À vous de jouer ({ $side ->
    [white] Blancs
   *[black] Noirs
}).
headline-their-move = C'est à { $opponent } de jouer ({ $side ->
    [white] Blancs
   *[black] Noirs
}).
headline-over = Partie terminée : { $result ->
    [you] vous avez gagné par { $by }
    [opponent] { $opponent } a gagné par { $by }
    [draw] nulle par { $by }
   *[cancelled] partie annulée
}.
headline-you-played = Vous avez joué { $move } : { $words }.
headline-played = { $opponent } a joué { $move } : { $words }.
headline-side-played = Les { $side ->
    [white] Blancs
   *[black] Noirs
} ont joué { $move } avant que vous ne repreniez la partie : { $words }.
headline-moved = { board-role } de { $from } en { $to }
headline-taking = prenant { $yours ->
    [yes] votre
   *[no] { $role ->
        [queen] la
        [rook] la
       *[other] le
    }
} { board-role }{ $en_passant ->
    [yes] {" "}en { $square } en passant
   *[no] {""}
}
headline-castled = { $side ->
    [king] petit
   *[queen] grand
} roque, { $stays ->
    [king] le roi reste en { $king_to }, tour de { $rook_from } en { $rook_to }
    [rook] roi de { $king_from } en { $king_to }, la tour reste en { $rook_to }
    [both] le roi reste en { $king_to } et la tour en { $rook_to }
   *[none] roi de { $king_from } en { $king_to }, tour de { $rook_from } en { $rook_to }
}
headline-check = { $you ->
    [yes] Vous êtes en échec par { $by }.
   *[no] { $opponent } est en échec par { $by }.
}
headline-checkmate = { $you ->
    [yes] Vous êtes mat par { $by }.
   *[no] { $opponent } est mat par { $by }.
}
headline-checker = { $yours ->
    [yes] votre
   *[no] { $role ->
        [queen] la
        [rook] la
       *[other] le
    }
} { board-role } en { $square }
headline-and = { $first } et { $second }
move-short = { $castle ->
    [king] petit roque
    [queen] grand roque
   *[no] { board-role } { $capture ->
        [yes] prend en
       *[no] en
    } { $to }
}
