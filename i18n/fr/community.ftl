# La communauté : noms publics, classements, la liste des meilleurs, l'historique d'un
# joueur, annonces ouvertes et tournois. Français, avec « vous ».
#
# Clés que le code passe comme texte, pour choisir les mots :
#   $kind         rated, casual (classée, amicale)
#   $provisional  yes, no (un classement encore provisoire)
#   $rated        yes, no (une partie qui a compté pour le classement)
#   $yours        yes, no (l'annonce du lecteur)
#   $format       single, double (toutes rondes : chaque paire se rencontre une ou deux fois)
#   $color, $loser  white, black
#   $result       won, drawn, lost, cancelled (une partie, pour le joueur de l'historique)
#   $why          un nom refusé : too_short, too_long, bad_character, address, reserved, official, confusing, taken
#                 une partie non classée : casual, cancelled, too_short, withdrawal, older
#
# Les pluriels choisissent [one], qui en français couvre 0 et 1 : « 0 partie »,
# « 1 partie », « 2 parties » (le singulier au-dessous de deux, comme partout ailleurs).


## Les lignes de l'aide pour les commandes de la communauté. Les mots des commandes sont
## ceux de community-command-… plus bas.

community-help =
    Communauté (les autres voient votre nom, jamais votre adresse) :
      Nom Alice_K (votre nom public), Mon classement, Classement [100], Joueur [NOM]
      Annonce [amicale] [1400-1800] [3 jours par coup | Fischer 10+1] (un défi ouvert à tous), Annonces [2], Retirer l'annonce
      Participer TOURNOI, Tableau [TOURNOI]
      Système suisse : Bye d'un demi-point [TOURNOI] (la prochaine ronde libre, ½ point), Annuler mon bye [TOURNOI]
      Échelles : Participer ÉCHELLE, Défier NOM sur ÉCHELLE, Accepter le défi d'échelle, Refuser le défi d'échelle, Je me retire de ÉCHELLE
      Capitaines d'équipe : Aligner ÉQUIPE échiquier N JOUEUR, Remplacer JOUEUR par REMPLAÇANT dans RENCONTRE
    Les défis et les annonces comptent pour le classement, sauf si vous ajoutez amicale.


## Objets des messages de la communauté, après « [pawnpost] ».

community-subject-name = votre nom
community-subject-rating = votre classement
community-subject-top = classement
community-subject-player = joueur { $name }
community-subject-seeks = annonces ouvertes
community-subject-seek-expired = votre annonce a expiré
community-subject-tournament = tournoi { $name }
community-subject-standings = tableau de { $name }
community-subject-final-standings = tableau final de { $name }


## Noms publics.

community-name-set = Votre nom public est désormais { $name }. Tous les autres le voient à la place de votre adresse.
# $problem : community-name-problem.
community-name-refused = Le nom « { $name } » ne peut pas être utilisé : { $problem }.
# Dans un formulaire fixe, qui ne répète pas ce que disait le message.
community-name-refused-unquoted = Ce nom ne peut pas être utilisé : { $problem }.
# Pourquoi un nom ne convient pas, après deux-points. $min, $max : des caractères ;
# $character : celui qui n'est pas permis.
community-name-problem = { $why ->
    [too_short] il faut au moins { $min } caractères
    [too_long] il ne peut dépasser { $max } caractères
    [bad_character] « { $character } » n'est pas permis ; utilisez les lettres a–z, les chiffres, _ et -
    [address] une adresse électronique ne peut pas servir de nom
    [reserved] les noms comme player12 désignent les joueurs sans nom
    [official] des noms comme admin, postmaster ou le nom du serveur lui-même feraient croire aux autres que c'est le serveur ou son équipe qui écrit
    [confusing] les mots par lesquels les lettres désignent les personnes d’une partie, comme Vous, Blancs ou Noirs, feraient dire aux lettres sur vos parties ce qui ne s’est pas passé
   *[taken] un autre joueur le porte déjà
}


## Classements.

# Un classement avant et après une partie. $delta : l'écart avec son signe (+18, −7, 0).
community-rating-change = de { $before } à { $after } ({ $delta }{ $provisional ->
    [yes] , provisoire
   *[no] {""}
})
community-your-rating = Votre classement{ $pool ->
    [chess960] {" "}Chess960
   *[standard] {""}
} est de { $rating }{ $provisional ->
    [yes] {" "}(provisoire)
   *[no] {""}
} après { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
} ; incertitude ±{ $deviation }.
community-no-rated-games = Vous n'avez encore terminé aucune partie classée ; tout le monde commence à 1500.
# $change : community-rating-change.
community-last-change = Votre dernière partie classée, n° { $game } : { $change }.
# $you, $theirs : community-rating-change.
community-game-rated = Partie classée{ $pool ->
    [chess960] {" "}(classement Chess960)
   *[standard] {""}
} : votre classement { $you } ; { $opponent } : { $theirs }.
community-game-not-rated = { $why ->
    [casual] Cette partie était amicale : aucun classement n'a changé.
    [cancelled] Une partie annulée ne compte pas pour le classement.
    [too_short] Partie non classée : elle a été décidée avant que chacun ait joué deux coups.
    [withdrawal] Partie non classée : elle s'est terminée par un retrait du tournoi.
   *[older] Partie non classée : elle a commencé avant que pawnpost tienne un classement.
}
# Dans un défi et son invitation.
community-challenge-rated = { $kind ->
    [rated] La partie comptera pour le classement.
   *[casual] La partie sera amicale (elle ne comptera pas pour le classement).
}
# $label : comment les autres voient le lecteur (un nom public, ou player12).
community-known-as = Les autres vous voient sous le nom { $label } ; envoyez Nom suivi du nom de votre choix pour le changer.


## Le classement des meilleurs.

community-top-heading = Les joueurs les mieux classés{ $pool ->
    [chess960] {" "}en Chess960
   *[standard] {""}
} (au moins { $min_games ->
    [one] { $min_games } partie classée
   *[other] { $min_games } parties classées
} ; un point d'interrogation signale un classement provisoire) :
# Une ligne de la liste : $rank arrive aligné à droite sur trois colonnes.
community-top-entry = { $rank }. { $label }  { $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}  ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
}{ $timeouts ->
    [none] {""}
   *[other] , { $timeouts } % perdues au temps
})
community-top-empty = Le classement est encore vide : aucune partie classée n'est terminée.


## L'historique d'un joueur.

community-no-such-player = Il n'y a pas de joueur nommé { $name }.
# Dans un formulaire fixe, qui ne répète pas ce que disait le message.
community-no-such-player-unquoted = Il n'y a pas de joueur de ce nom.
community-player-by-name-only = On cherche un joueur par son nom public (tel que Classement et Annonces l'affichent), jamais par son adresse.
community-questions-per-mail = Je réponds au plus à { $questions } questions différentes par message sur les joueurs, les classements, les annonces et les tournois ; posez les autres dans un autre message.
community-player-heading = Joueur { $label }
community-player-rating = { $games ->
    [0] { $pool ->
        [chess960] Classement Chess960
       *[standard] Classement
    } : aucun pour l'instant (aucune partie classée terminée).
   *[other] { $pool ->
        [chess960] Classement Chess960
       *[standard] Classement
    } : { $rating }{ $provisional ->
        [yes] {" "}(provisoire)
       *[no] {""}
    } après { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    }.
}
community-player-record = Parties terminées : { $played } — { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}, { $drawn ->
    [one] { $drawn } nulle
   *[other] { $drawn } nulles
}, { $lost ->
    [one] { $lost } perdue
   *[other] { $lost } perdues
} (dont { $lost_on_time } au temps).
# Un nombre de jours avec une décimale et son unité : $whole, puis $tenth (0 à 9) ; le
# singulier au-dessous de deux (« 0,5 jour », « 1,5 jour », « 2,0 jours »).
community-tenths = { $whole },{ $tenth } { $whole ->
    [one] jour
   *[other] jours
}
# $days : la moyenne en jours (community-tenths).
community-player-speed = Temps moyen par coup { $games ->
    [one] sur la dernière partie
   *[other] sur les { $games } dernières parties
} : { $days }.
community-player-speed-unknown = Pas encore de coup à chronométrer.
community-player-reliability = { $days } derniers jours : { $finished ->
        [0] aucune partie terminée
       *[other] perdues au temps { $lost_on_time } sur { $finished } terminées ({ $percent } %)
    }{ $timed ->
        [yes]  ; temps médian par coup { $median }.
       *[no] .
    }
community-results-heading = Derniers résultats :
# Une partie terminée ; $pgn : son résultat tel que PGN l'écrit (1-0, 0-1, 1/2-1/2, *).
community-result = n° { $game }  avec les { $color ->
    [white] Blancs
   *[black] Noirs
} contre { $opponent } : { $result ->
    [won] gagnée
    [drawn] nulle
    [lost] perdue
   *[cancelled] annulée
} ({ $pgn }{ $rated ->
    [yes] , classée
    [chess960] , classée en Chess960
   *[no] {""}
})
community-current-heading = Parties en cours :
community-current = n° { $game }  avec les { $color ->
    [white] Blancs
   *[black] Noirs
} contre { $opponent }, coup { $fullmove }
# Sous un titre vide.
community-none-yet = aucune


## Annonces ouvertes.

# Après le genre d'une annonce, quand elle demande une fourchette de classement (vide
# sinon).
community-range = , adversaire classé de { $min } à { $max }
# Après le genre d'une annonce ou la formule d'un tournoi, quand il a une cadence
# (vide sinon). $control : la cadence en mots.
# After a seek's time control: the game is Chess960.
community-chess960 = , Chess960
community-timeouts = , au plus { $max } % de parties perdues au temps
community-control = , { $control }
# $range : community-range ; $control : community-control.
community-seek-posted = Votre annonce est publiée : une partie { $kind ->
    [rated] comptant pour le classement
   *[casual] amicale
}{ $range }{ $control }. Le premier joueur dont l'annonce convient commence une partie avec vous ; votre annonce reste ouverte { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}. Envoyez Retirer l'annonce pour la retirer.
community-seek-replaced = Elle remplace votre annonce précédente : une seule annonce ouverte par joueur.
community-seek-timeouts-refused = L'annonce ouverte de { $label } correspond à la vôtre, mais elle n'accepte que les joueurs qui ont perdu au temps au plus { $max } % de leurs parties des { $days } derniers jours. Vous : { $lost_on_time } sur { $finished } perdues au temps ({ $percent } %) ; aucune partie n'a donc commencé avec { $label }.
# $control : la cadence telle que l'annonce l'écrivait ; $refusal : pourquoi elle ne convient pas.
community-seek-control-out-of-range = Votre annonce n'est pas publiée : { $control }. { $refusal }
community-seek-matched = Votre annonce a trouvé un adversaire : une partie { $kind ->
    [rated] comptant pour le classement
   *[casual] amicale
} contre { $opponent } ({ $rating }) ; les couleurs ont été tirées au sort.
community-seeks-heading = Annonces ouvertes (envoyez Annonce pour être apparié à la première qui vous convient) :
# Une annonce ouverte. $range : community-range ; $control : community-control.
community-seek-entry = { $label } ({ $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}), { $kind ->
    [rated] classée
   *[casual] amicale
}{ $range }{ $control }, { $days_ago ->
    [0] publiée aujourd'hui
    [one] publiée il y a { $days_ago } jour
   *[other] publiée il y a { $days_ago } jours
}{ $yours ->
    [yes] {" "}— la vôtre
   *[no] {""}
}
community-no-seeks = Aucune annonce ouverte pour le moment. Envoyez Annonce pour en publier une.
# Sous une page d'annonces ouvertes qui n'est pas la dernière ; $next : le numéro de la suivante.
community-seeks-page = Page { $page } sur { $pages } ({ $total } annonces ouvertes). Envoyez Annonces { $next } pour la page suivante.
community-seeks-last-page = Page { $page } sur { $pages } ({ $total } annonces ouvertes), la dernière. Envoyez Annonces pour la première.
# Une page après la dernière a été demandée ; la dernière est montrée.
community-no-such-seeks-page = { $pages ->
    [one] Il n'y a pas de page { $asked } : les annonces ouvertes tiennent sur une seule page.
   *[other] Il n'y a pas de page { $asked } : les annonces ouvertes occupent { $pages } pages. Voici la dernière.
}
community-seek-cancelled = Votre annonce est retirée.
community-no-seek-to-cancel = Vous n'avez aucune annonce ouverte.
community-seek-expired = Votre annonce n'a trouvé aucun adversaire en { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} et a expiré. Envoyez Annonce pour la publier à nouveau.
community-too-many-games-to-seek = Vous jouez déjà le nombre maximal de parties ({ $max }) ; une annonce en commencerait une de plus.


## Tournois.

community-open-tournaments-heading = Tournois ouverts aux inscriptions :
# $control : community-control.
community-open-tournament = { $name } : { $format ->
    [single] toutes rondes (aller simple)
    [knockout] élimination directe en matchs de deux parties
    [swiss] système suisse, { $rounds } rondes
   *[double] toutes rondes aller-retour
}{ $control }, { $taken ->
    [one] { $taken } place prise
   *[other] { $taken } places prises
} sur { $size } — envoyez Participer { $name }
community-joined = Inscription à { $name } enregistrée ({ $taken ->
    [one] { $taken } place prise
   *[other] { $taken } places prises
} sur { $size }). Le tournoi commence dès que la dernière place est prise ; chacune de vos parties arrive alors dans son propre message.
community-already-joined = Votre inscription à { $name } est déjà enregistrée.
community-no-such-tournament = Il n'y a pas de tournoi nommé { $name }.
# Dans un formulaire fixe, qui ne répète pas ce que disait le message.
community-no-such-tournament-unquoted = Il n'y a pas de tournoi de ce nom.
community-not-open = Les inscriptions à { $name } sont closes : le tournoi a commencé ou est terminé.
community-tournament-begins = Le tournoi { $name } commence : { $players } joueurs, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} en tout, toutes commencées dès maintenant. Chacune de vos parties arrive dans son propre message.
# Dans le premier message d'une partie de tournoi.
community-tournament-game = Une partie du tournoi { $name }, ronde { $round } sur { $rounds }.
community-too-busy-to-join = Le tournoi vous donnerait { $needed ->
    [one] { $needed } partie de plus
   *[other] { $needed } parties de plus
}, mais vous en jouez déjà { $active } et la limite est de { $max }.
community-too-many-timeouts-to-join = { $name } n'accepte que les joueurs qui ont perdu au temps au plus { $max } % de leurs parties des { $days } derniers jours. Vous : { $lost_on_time } sur { $finished } perdues au temps ({ $percent } %) ; vous ne pouvez donc pas vous inscrire pour l'instant. Seuls les { $days } derniers jours comptent : les pertes plus anciennes en sortent avec le temps.
community-which-tournament = Quel tournoi ? Écrivez Tableau suivi du nom du tournoi.
community-standings-heading = Tableau de { $name } ({ $format ->
    [single] toutes rondes, aller simple
   *[double] toutes rondes aller-retour
}) après { $finished ->
    [one] { $finished } partie
   *[other] { $finished } parties
} sur { $total }. Le départage se fait au Sonneborn-Berger (SB).
community-final-standings-heading = Tableau final de { $name } ({ $format ->
    [single] toutes rondes, aller simple
   *[double] toutes rondes aller-retour
}, { $total ->
    [one] { $total } partie terminée
   *[other] les { $total } parties sont terminées
}). Le départage se fait au Sonneborn-Berger (SB).
# Sous un tableau avec des joueurs retirés : ce que leur signe veut dire.
community-withdrawn-mark = † retiré
# À un joueur que l'organisateur a retiré.
community-withdrawn = L'organisateur vous a retiré du tournoi { $name } ; vos parties en cours dans ce tournoi sont terminées.
# La note finale d'une partie terminée par un retrait.
community-withdrawal-note = Les { $loser ->
    [white] Blancs
   *[black] Noirs
} ont été retirés du tournoi { $name } : la partie est perdue pour les { $loser ->
    [white] Blancs
   *[black] Noirs
}.


## Les en-têtes des colonnes du tableau croisé, et la ligne d'un joueur retiré.

community-crosstable-rank = #
community-crosstable-player = Joueur
community-crosstable-points = Points
# Sonneborn-Berger.
community-crosstable-tiebreak = SB
community-crosstable-withdrawn = { $label } †

## A Swiss tournament.

community-swiss-begins = Le tournoi { $name } au système suisse commence : { $players } joueurs, { $rounds } rondes, l'une après l'autre. Les appariements de la ronde 1 sont faits ; ceux de chaque ronde suivante le seront dès que toutes les parties de la précédente seront terminées, et chacune de vos parties arrive dans son propre message.
community-joined-late = Vous êtes inscrit au tournoi { $name }, déjà commencé : vous serez apparié à partir de la ronde { $round } sur { $rounds }, quand elle sera appariée. Les rondes manquées comptent comme perdues sans jouer (0 point).
community-swiss-bye = Vous êtes exempt à la ronde { $round } sur { $rounds } du tournoi { $name } : un point, sans partie. Votre prochaine partie arrivera quand toutes les parties de cette ronde seront terminées.
community-swiss-standings-heading = Classement de { $name } (système suisse, ronde { $round } sur { $rounds } ; une partie en cours est notée ·).
community-swiss-final-standings-heading = Classement final de { $name } (système suisse, { $rounds } rondes).
# When the event ended before its last round: the rounds played of those planned.
community-swiss-final-standings-heading-short = Classement final de { $name } (système suisse, { $round } rondes jouées sur { $rounds } : aucune autre ronde n'a pu être appariée).
community-swiss-legend = Chaque ronde indique la place de l'adversaire, la couleur (b Blancs, n Noirs) et le résultat : 1, ½ ou 0 ; + ou − pour une partie gagnée ou perdue par forfait (terminée avant que les deux joueurs aient joué) ; · pour une partie en cours ; exempt pour l'exemption (un point sans partie) ; × pour une ronde où le joueur n'était pas apparié (avant une inscription tardive ou après un retrait : 0 point). Départages : Buchholz tronqué (BH-C1), puis Buchholz (BH), puis Sonneborn-Berger (SB) ; une ronde sans partie compte comme jouée contre un adversaire virtuel.
community-swiss-half-bye-legend = bye ½ : un bye d'un demi-point demandé par le joueur (un demi-point, sans partie).
# The colour in a cell of a Swiss's table: one letter.
community-swiss-colour = { $colour ->
    [white] b
   *[black] n
}
community-swiss-round-column = R{ $round }
community-swiss-buchholz-cut1 = BH-C1
community-swiss-buchholz = BH
community-swiss-bye-cell = exempt
community-swiss-half-bye-cell = bye ½
community-half-bye-booked = Votre bye d'un demi-point à la ronde { $round } sur { $rounds } du tournoi { $name } est enregistré : quand la ronde sera appariée, vous recevrez un demi-point, sans partie. { $allowed ->
    [one] C'est le seul bye d'un demi-point auquel chaque joueur a droit dans ce tournoi.
   *[other] Vous avez enregistré { $booked } des { $allowed } byes d'un demi-point auxquels chaque joueur a droit dans ce tournoi.
} Vous changez d'avis ? Écrivez Annuler mon bye { $name } avant que la ronde soit appariée.
community-half-bye-refused = { $why ->
    [not_swiss] { $name } n'est pas un tournoi au système suisse : seul un suisse prévoit des byes d'un demi-point.
    [not_playing] Vous ne pouvez pas demander de bye dans { $name } : vous n'y jouez pas, vous vous en êtes retiré, ou le tournoi est terminé.
    [none_allowed] { $name } ne prévoit pas de bye d'un demi-point : chaque joueur est apparié à chaque ronde.
    [used] Vous avez déjà enregistré tous vos byes d'un demi-point dans { $name } ({ $allowed }).
    [already_asked] Vous avez déjà un bye d'un demi-point enregistré pour la ronde { $round } de { $name }.
    [last_round] Un bye vaut toujours pour la prochaine ronde pas encore appariée ; c'est la ronde { $round }, la dernière de { $name }, et la dernière ronde n'a pas de bye : un joueur pourrait y assurer sa place sans jouer.
    [too_few_left] Il resterait moins de deux joueurs à apparier à la ronde { $round } de { $name } : aucun autre bye n'y est possible.
   *[no_round_left] Toutes les rondes de { $name } sont déjà appariées : un bye se demande avant l'appariement de sa ronde.
}
community-half-bye-cancelled = Votre bye d'un demi-point à la ronde { $round } de { $name } est annulé : vous serez apparié normalement à cette ronde.
community-no-half-bye-to-cancel = { $paired ->
    [yes] La ronde { $round } de { $name } est déjà appariée : votre bye y est maintenu (un demi-point, sans partie).
   *[no] Vous n'avez pas de bye à annuler dans { $name }.
}
community-swiss-half-bye = La ronde { $round } sur { $rounds } du tournoi { $name } est appariée, et vous avez le bye d'un demi-point demandé : un demi-point, sans partie. Votre prochaine partie arrivera quand toutes les parties de cette ronde seront terminées.
community-swiss-half-bye-lapsed = La ronde { $round } de { $name } n'a pas pu être appariée sans vous : le bye d'un demi-point que vous aviez demandé tombe. Vous jouez cette ronde, et votre droit au bye reste entier. Votre partie arrive dans son propre message.
community-swiss-half-byes-in-round = { $count ->
    [one] Non apparié à cette ronde, à sa demande (bye d'un demi-point) : { $labels }.
   *[other] Non appariés à cette ronde, à leur demande (byes d'un demi-point) : { $labels }.
}
community-you-withdrew = { $when ->
    [open] Votre inscription au tournoi { $name } est annulée ; votre place est de nouveau libre.
    [between] Vous vous êtes retiré de { $name } : vous ne serez plus apparié, et vos résultats sont maintenus.
   *[running] Vous vous êtes retiré de { $name } : vous ne serez plus apparié, votre partie en cours dans ce tournoi est terminée par votre défaite, et vos résultats sont maintenus.
}
community-withdraw-ask-admin = { $name } est un tournoi toutes rondes en cours : un retrait peut y annuler vos parties pour tout le monde, c'est pourquoi seul l'organisateur peut retirer un joueur. Écrivez-lui.
community-cannot-withdraw = Vous ne pouvez pas vous retirer du tournoi { $name } : vous n'y jouez pas, vous vous en êtes déjà retiré, ou il est terminé.
community-no-show-withdrawn = Vous avez perdu par forfait les deux dernières rondes du tournoi { $name } sans jouer un seul coup ; comme le veut la règle pour un joueur qui ne se présente pas, vous en êtes retiré : vous ne serez plus apparié, et vos résultats sont maintenus.
community-withdrawn-cannot-rejoin = Vous vous êtes retiré du tournoi { $name }, ou en avez été retiré : un joueur retiré n'est plus apparié, vous ne pouvez donc pas vous y réinscrire.


## Les commandes de la communauté telles qu'un joueur les écrit (ce que les messages
## reprennent). Un argument suit sa commande après une espace : Nom Alice_K,
## Classement 100, Annonce amicale 1400-1800 3 jours par coup.

community-command-name = Nom
community-command-rating = Mon classement
community-command-top = Classement
community-command-player = Joueur
community-command-seek = Annonce
# Le mot qu'une annonce ajoute pour une partie amicale.
community-command-casual = amicale
community-command-range = { $min }-{ $max }
community-command-timeouts = pertes au temps { $max } %
community-command-seeks = Annonces
community-command-cancel-seek = Retirer l'annonce
community-command-join = Participer
community-command-withdraw = Me retirer du tournoi
community-command-standings = Tableau
community-command-half-bye = Bye d'un demi-point
community-command-cancel-half-bye = Annuler mon bye


## Pourquoi les arguments d'une commande de la communauté n'ont pas pu être lus, après
## « Je n'ai pas compris … : ».

community-problem-name-missing = Nom doit être suivi du nom souhaité, par exemple Nom Alice_K
community-problem-tournament-missing = Participer doit être suivi du nom du tournoi, par exemple Participer Printemps
community-problem-withdraw-missing = Me retirer du tournoi doit être suivi du nom du tournoi, par exemple Me retirer du tournoi Printemps
community-problem-lineup = Aligner doit être suivi de l'équipe, de l'échiquier et du joueur, par exemple Aligner Rooks échiquier 2 Alice_K
community-problem-replace = Remplacer doit être suivi du joueur, du remplaçant et de la rencontre, par exemple Remplacer Alice_K par Zoe_K dans Derby
community-problem-bad-range = « { $text } » n'est pas une fourchette de classement ; écrivez le classement le plus bas et le plus haut que vous acceptez, par exemple Annonce 1400-1800
community-problem-bad-timeouts = « { $text } » : écrivez la part de parties perdues au temps que vous acceptez au plus, en pourcentage de 0 à 100, par exemple Annonce pertes au temps 10 %
