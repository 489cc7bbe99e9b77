# Matchs par équipes : échiquier contre échiquier, les deux couleurs à la fois sur chaque échiquier.

team-confirmed = Vous jouez au { $board ->
    [1] 1er
   *[other] { $board }e
} échiquier de l'équipe { $team }. Vos parties commencent dès que les deux équipes de sa rencontre sont complètes : deux parties à la fois contre le joueur de l'autre équipe à votre échiquier, une avec chaque couleur.
team-not-named = Vous n'êtes pas inscrit dans l'équipe { $team } : c'est son capitaine qui choisit ses joueurs et les fait inscrire par l'organisateur. Adressez-vous au capitaine.
team-game = Une partie de la rencontre par équipes { $name } ({ $home } contre { $away }), échiquier { $board } : deux parties commencées ensemble contre le même joueur, une avec chaque couleur.
team-decided = La rencontre { $name } est jouée : { $home } { $score } { $away }, { $drawn ->
    [yes] match nul.
   *[no] { $winner } l'emporte.
} Les { $running } parties encore en cours vont à leur terme : elles comptent pour les points de partie.
team-over = La rencontre { $name } est terminée : { $home } { $score } { $away }. { $drawn ->
    [yes] Match nul.
   *[no] { $winner } remporte la rencontre.
}
team-standings = La rencontre { $name } : { $home } { $score } { $away } après { $played } parties sur { $games }. Chaque échiquier donne les points du joueur de { $home }, la partie avec les Blancs d'abord (… tant qu'elle se joue).
team-board = Échiquier { $board } : { $home } – { $away } : { $results }

# La page publique d'une rencontre par équipes.
team-page-title = Rencontre par équipes { $name }
team-page-teams = { $home } contre { $away } sur { $boards ->
    [one] { $boards } échiquier
   *[other] { $boards } échiquiers
} : à chaque échiquier, les deux joueurs jouent deux parties à la fois, une avec chaque couleur.
team-page-score = Score
team-page-standing = { $state ->
    [open] Pas encore commencée : les parties débutent quand les deux équipes sont au complet.
    [leads] { $team } mène ; { $running } parties encore en cours.
    [level] Les équipes sont à égalité ; { $running } parties encore en cours.
    [decided] { $team } a gagné la rencontre ; les { $running } parties encore en cours comptent pour les points de partie.
    [won] { $team } a gagné la rencontre.
   *[drawn] La rencontre s'est terminée à égalité.
}
team-page-col-team = Équipe
team-page-col-board-points = Points de partie
team-page-col-match-points = Points de match
team-page-not-yet = pas encore joué
team-page-boards = Échiquiers
team-page-col-board = Échiquier
team-page-col-game = { $color ->
    [white] Partie avec les Blancs pour { $team }
   *[black] Partie avec les Noirs pour { $team }
}
team-page-col-board-score = Points de partie ({ $home }–{ $away })
team-page-nobody = pas encore pris
team-page-not-started = pas commencée
team-page-game = n° { $game } : { $result ->
    [won] gagnée par { $team }
    [drawn] nulle
   *[running] en cours
}
team-page-rules = Règles
team-page-how = Une victoire vaut 1 point de partie, une nulle ½. L'équipe qui a le plus de points de partie gagne la rencontre : 2 points de match, 1 chacune en cas d'égalité. Le capitaine de chaque équipe choisit ses joueurs ; un joueur ne prend un échiquier qu'en écrivant « Rejoindre ÉQUIPE ».
team-page-index-heading = Rencontres par équipes
team-page-index-line = { $home } contre { $away }{ $started ->
    [yes] , { $score }
   *[no] , pas encore commencée
}
