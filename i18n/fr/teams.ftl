# Matchs par équipes : échiquier contre échiquier, les deux couleurs à la fois sur chaque échiquier.

team-confirmed = Vous jouez au { $board ->
    [1] 1er
   *[other] { $board }e
} échiquier de l'équipe { $team }. Vos parties commencent dès que les deux équipes de la rencontre sont complètes : deux parties simultanées contre votre adversaire du même échiquier, l'une avec les Blancs, l'autre avec les Noirs.
team-not-named = Votre nom ne figure pas dans l'équipe { $team } : c'est son capitaine qui choisit ses joueurs et les fait inscrire par l'organisateur. Adressez-vous au capitaine.
team-game = Une partie de la rencontre par équipes { $name } ({ $home } contre { $away }), échiquier { $board } : deux parties commencées en même temps contre le même adversaire, l'une avec les Blancs, l'autre avec les Noirs.
team-decided = L'issue de la rencontre { $name } est acquise : { $home } { $score } { $away }, { $drawn ->
    [yes] match nul.
   *[no] { $winner } l'emporte.
} { $running ->
    [one] La partie encore en cours ira à son terme : elle compte pour les points de partie.
   *[other] Les { $running } parties encore en cours iront à leur terme : elles comptent pour les points de partie.
}
team-over = La rencontre { $name } est terminée : { $home } { $score } { $away }. { $drawn ->
    [yes] Match nul.
   *[no] { $winner } remporte la rencontre.
}
team-standings = La rencontre { $name } : { $home } { $score } { $away } après { $played } parties sur { $games }. Pour chaque échiquier, les points du joueur de { $home } : d'abord sa partie avec les Blancs (… : partie en cours).
team-board = Échiquier { $board } : { $home } – { $away } : { $results }
