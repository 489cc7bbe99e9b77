# Le site public (pawnpost publish) : chaque phrase de ses pages et de son flux Atom.
# Français.
#
# Clés que le code passe comme texte, pour choisir les mots :
#   $result       white, black, draw, cancelled (une partie terminée), running
#   $color        white, black (la couleur d'un joueur)
#   $outcome      won, drawn, lost, cancelled (une partie, pour le joueur de la page)
#   $kind         rated, casual
#   $provisional  yes, no (un classement encore provisoire)
#   $state        open, running, finished (un tournoi)
#   $format       single, double (un tournoi toutes rondes)
# $site est le nom du serveur (server.name) ; $white, $black, $label, $opponent sont des
# noms publics ou des étiquettes (player12) ; $event le nom d'un tournoi.

## Sur chaque page.

publish-nav = Site
publish-nav-home = Accueil
publish-nav-top = Meilleurs joueurs
publish-nav-feed = Parties terminées (flux Atom)
publish-footer = Échecs par correspondance par e-mail sur { $site }. Les joueurs n'apparaissent que sous leur nom public.
# Un terme et sa valeur : « Cadence : 3 jours par coup ».
publish-fact = { $term } : { $value }
publish-none = Aucune pour l'instant.
publish-newest-shown = Les { $shown } plus récentes sont listées.

## Mots des tableaux et des listes.

publish-col-game = Partie
publish-col-white = Blancs
publish-col-black = Noirs
publish-col-event = Compétition
publish-col-result = Résultat
publish-col-ended = Terminée
publish-col-started = Commencée
publish-col-player = Joueur
publish-col-rating = Classement
publish-col-kind = Type
publish-col-time-control = Cadence
publish-col-range = Classement de l'adversaire
publish-col-since = Publiée
publish-col-rank = Rang
publish-col-rated-games = Parties classées
publish-col-points = Points
publish-col-sb = Sonneborn-Berger
publish-col-round = Ronde
publish-col-move = Coup
publish-col-opponent = Adversaire
publish-col-color = Couleur
publish-col-before = Avant
publish-col-after = Après
publish-col-change = Variation
publish-col-state = État
publish-col-seats = Places
publish-col-seat = N°
publish-result = { $result ->
    [white] 1-0
    [black] 0-1
    [draw] ½-½
    [cancelled] annulée
   *[running] en cours
}
publish-outcome = { $outcome ->
    [won] gagnée
    [drawn] nulle
    [lost] perdue
   *[cancelled] annulée
}
publish-color = { $color ->
    [white] Blancs
   *[black] Noirs
}
publish-kind = { $kind ->
    [rated] classée
   *[casual] amicale
}
publish-rating = { $rating }{ $provisional ->
    [yes] {" "}(provisoire)
   *[no] {""}
}
publish-any-rating = tous
publish-server-control = celle du serveur
publish-single-game = partie isolée
publish-event-round = { $event }, ronde { $round }
publish-state = { $state ->
    [open] inscriptions ouvertes
    [running] en cours
   *[finished] terminé
}

## L'accueil : le centre des défis.

publish-index-title = { $site } : échecs par correspondance
publish-running-heading = Parties en cours
publish-running-count = { $count ->
    [0] Aucune partie n'est en cours.
    [one] Une partie est en cours.
   *[other] { $count } parties sont en cours.
}
publish-running-delay = Les coups d'une partie en cours sont montrés avec un délai, pour que personne ne puisse la suivre en direct et conseiller un joueur.
publish-results-heading = Résultats récents
publish-seeks-heading = Annonces ouvertes
publish-seeks-count = { $count ->
    [0] Aucune annonce n'est ouverte.
    [one] Un joueur cherche un adversaire.
   *[other] { $count } joueurs cherchent un adversaire.
}
publish-seeks-how = Pour en relever une, publiez par e-mail une annonce du même type : le serveur l'associe à la première qui convient.
publish-tournaments-heading = Tournois

## La page d'une partie.

publish-game-title = Partie { $game } : { $white } – { $black }
publish-game-facts = À propos de la partie
publish-game-event = Compétition
publish-game-started = Commencée
publish-game-ended = Terminée
publish-game-result = Résultat
publish-game-ended-by = { $result ->
    [white] Les Blancs ont gagné par { $by }.
    [black] Les Noirs ont gagné par { $by }.
    [draw] Nulle par { $by }.
   *[cancelled] Annulée par { $by }.
}
publish-game-running = En cours.
publish-game-time-control = Cadence
publish-game-silence = Règle du silence
publish-game-silence-days = { $days ->
    [one] { $days } jour sans coup fait perdre
   *[other] { $days } jours sans coup font perdre
}
publish-game-position = Position
publish-game-position-start = La position de départ.
publish-game-position-after = La position après { $move }.
publish-game-delay-end = Tant que la partie est en cours, ses coups ne sont pas publics ; ils sont montrés quand elle se termine.
publish-game-delay-plies = { $plies ->
    [one] Tant que la partie est en cours, son dernier demi-coup n'est pas montré.
   *[other] Tant que la partie est en cours, ses { $plies } derniers demi-coups ne sont pas montrés.
}
publish-game-moves = Coups
publish-game-no-moves = Aucun coup n'est montré.
publish-game-pgn = Télécharger la partie en PGN
publish-game-ratings = Classements avant la partie : Blancs { $white }, Noirs { $black }.

## La page d'un joueur.

publish-player-title = Joueur { $label }
publish-player-history = Historique du classement
publish-player-results = Résultats
publish-player-current = Parties en cours
publish-player-tournaments = Tournois

## Le classement.

publish-top-title = Meilleurs joueurs
publish-top-intro = Les joueurs les mieux classés ayant au moins { $games ->
    [one] { $games } partie classée terminée
   *[other] { $games } parties classées terminées
}. Un classement reste provisoire pendant les { $provisional ->
    [one] { $provisional } première partie classée
   *[other] { $provisional } premières parties classées
}.

## La page d'un tournoi.

publish-tournament-title = Tournoi { $event }
publish-tournament-facts = À propos du tournoi
publish-tournament-format = { $format ->
    [single] Toutes rondes, aller simple
    [knockout] Élimination directe en matchs de deux parties, têtes de série selon le classement, les deux parties d'un match en même temps ; un match à égalité joue une paire de plus, puis la meilleure tête de série se qualifie
    [swiss] Système suisse (système hollandais de la FIDE) en { $rounds } rondes, chacune appariée quand la dernière partie de la précédente est terminée
   *[double] Toutes rondes aller-retour : chaque paire se rencontre deux fois, couleurs inversées
}, { $kind ->
    [rated] classé
   *[casual] amical
}.
publish-tournament-seats = { $taken ->
    [one] { $taken } place prise
   *[other] { $taken } places prises
} sur { $size }.
publish-tournament-start-after = Chaque partie commence après { $moves }.
publish-tournament-start-from = Chaque partie commence dans cette position (FEN) : { $fen }
publish-tournament-crosstable = Grille
publish-tournament-crosstable-note = Les points, puis le départage Sonneborn-Berger (les points des adversaires battus plus la moitié des points de ceux contre qui la partie a été nulle). { $finished ->
    [one] { $finished } partie terminée
   *[other] { $finished } parties terminées
} sur { $total }.
publish-tournament-withdrawn = † retiré
publish-tournament-players = Joueurs
publish-tournament-games = Parties

## Le flux Atom des parties terminées.

publish-feed-title = { $site } : parties terminées
publish-feed-entry = { $white } – { $black } : { publish-result }
