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
