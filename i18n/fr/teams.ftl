# Matchs par équipes : échiquier contre échiquier, les deux couleurs à la fois sur chaque échiquier.

team-confirmed = Vous jouez au { $board ->
    [1] 1er
   *[other] { $board }e
} échiquier de l'équipe { $team }. Vos parties commencent dès que les deux équipes de la rencontre sont complètes : deux parties simultanées contre votre adversaire du même échiquier, l'une avec les Blancs, l'autre avec les Noirs.
team-not-named = Votre nom ne figure pas dans l'équipe { $team } : c'est son capitaine qui choisit ses joueurs et les aligne par message. Adressez-vous au capitaine.
team-on-rival-team = Vous jouez pour { $other }, qui affronte { $team } dans un tournoi toutes rondes par équipes : un joueur ne joue que pour un camp.
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

# La page publique d'une rencontre par équipes.
team-page-title = Rencontre par équipes { $name }
team-page-teams = { $home } contre { $away } sur { $boards ->
    [one] { $boards } échiquier
   *[other] { $boards } échiquiers
} : à chaque échiquier, les deux joueurs jouent deux parties à la fois, une avec chaque couleur.
team-page-league = Ronde { $round } sur { $rounds } du tournoi toutes rondes par équipes
team-page-score = Score
team-page-standing = { $state ->
    [open] Pas encore commencée : les parties débutent quand les deux équipes sont au complet.
    [leads] { $team } mène ; { $running } parties encore en cours.
    [level] Les équipes sont à égalité ; { $running } parties encore en cours.
    [decided] { $team } a gagné la rencontre ; les { $running } parties encore en cours comptent pour les points de partie.
    [won] { $team } a gagné la rencontre.
    [forfeit] { $team } n'était pas au complet à temps et a perdu la rencontre par forfait.
    [void] Aucune équipe n'était au complet à temps : les deux ont perdu la rencontre par forfait.
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

# Les commandes du capitaine : la composition et un remplacement en cours de rencontre.
team-command-lineup = Aligner { $team } échiquier { $board } { $player }
team-command-replace = Remplacer { $player } par { $substitute } dans { $name }
team-lined-up = { $confirmed ->
    [yes] { $player } joue désormais à l'échiquier { $board } de { $team }.
   *[no] { $player } est aligné à l'échiquier { $board } de { $team }. L'échiquier n'est pris qu'avec son propre message « Rejoindre { $team } » : pawnpost ne lui écrit pas, prévenez-le vous-même.
}
team-not-captain = Seul le capitaine de { $name } peut aligner ses joueurs ou les remplacer.
team-no-such-team = Il n'y a pas d'équipe appelée { $name }.
team-no-such-match = Il n'y a pas de rencontre par équipes appelée { $name }.
team-bad-board = Il n'y a pas d'échiquier { $board } : les échiquiers sont numérotés de 1 à { $max }.
team-unknown-player = Il n'y a pas de joueur appelé { $player } : désignez un joueur par son nom public ou son adresse.
team-board-taken = L'échiquier { $board } de { $team } est pris : { $player } l'occupe.
team-match-runs = La rencontre { $name } de { $team } se joue : ses échiquiers ne changent que par « Remplacer JOUEUR par REMPLAÇANT dans { $name } ».
team-match-not-running = { $over ->
    [yes] La rencontre { $name } est terminée : plus personne ne peut être remplacé.
   *[no] La rencontre { $name } n'a pas commencé : changez ses échiquiers par « Aligner ÉQUIPE échiquier N JOUEUR ».
}
team-not-in-match = { $player } ne joue aucune partie de la rencontre { $name } pour votre équipe.
team-nothing-left = Toutes les parties de { $player } dans la rencontre { $name } sont terminées : il n'y a rien à reprendre.
team-not-on-team = { $player } n'a pas pris de place dans l'équipe { $team } : un remplaçant rejoint d'abord l'équipe par son propre message « Rejoindre { $team } ».
team-already-playing = { $player } joue déjà dans la rencontre { $name }.
team-no-room = { $player } ne peut pas reprendre { $games } parties de plus : il en joue déjà { $active }, et la limite est de { $max }.
team-replaced = Dans la rencontre { $name }, { $substitute } reprend les parties encore en cours de { $player } pour { $team } : { $games }. Les parties terminées gardent leur résultat.
team-you-are-replaced = Votre capitaine vous a remplacé dans la rencontre { $name } de { $team } : { $substitute } poursuit vos parties encore en cours ({ $games }) à partir de leur position. Vos parties terminées gardent leur résultat.
team-you-take-over = Vous reprenez cette partie de la rencontre par équipes { $name } pour { $team } à l'échiquier { $board }, à la place de { $player }. Elle continue depuis sa position et sa pendule.
team-opponent-replaced = Dans la rencontre par équipes { $name }, { $substitute } joue désormais cette partie pour { $team } à la place de { $player }. Elle continue depuis sa position et sa pendule.

# A team round robin: teams meet in team matches, one round at a time.
team-league-round = Ronde { $round } sur { $rounds } du tournoi toutes rondes par équipes { $league } : { $team } dispute la rencontre { $name }, { $home } contre { $away }. { $begun ->
    [yes] Les deux équipes étaient au complet : ses parties ont commencé.
   *[no] Ses parties commencent dès que les deux équipes sont au complet ; une équipe qui n'est pas au complet au plus tard le { $deadline } perd la rencontre par forfait.
}
team-forfeited = { $why ->
    [withdrawn] { $both ->
        [yes] { $home } et { $away } se sont toutes deux retirées du tournoi toutes rondes par équipes : elles perdent la rencontre { $name } par forfait, sans aucun point ni pour l'une ni pour l'autre.
       *[no] { $loser } s'est retirée du tournoi toutes rondes par équipes et perd la rencontre { $name } par forfait : { $home } { $score } { $away }.
    }
   *[late] { $both ->
        [yes] Ni { $home } ni { $away } n'était au complet à l'expiration du délai de la rencontre { $name } : les deux la perdent par forfait, sans aucun point ni pour l'une ni pour l'autre.
       *[no] { $loser } n'était pas au complet à l'expiration du délai de la rencontre { $name } et la perd par forfait : { $home } { $score } { $away }.
    }
}
team-league-rests = { $team } n'a pas de rencontre à la ronde { $round } sur { $rounds } du tournoi toutes rondes par équipes { $league } : avec un nombre impair d'équipes, une équipe est exempte à chaque ronde.
team-league-table = { $over ->
    [yes] Le tournoi toutes rondes par équipes { $league } est terminé : { $shared ->
        [yes] la première place est partagée entre { $winner }.
       *[no] { $winner } le remporte.
    } Le classement final :
   *[no] { $played ->
        [0] Le tournoi toutes rondes par équipes { $league }, avant la fin de la première ronde ({ $rounds } rondes) :
       *[other] Le tournoi toutes rondes par équipes { $league } après { $played } rondes sur { $rounds } :
    }
}
team-league-row = { $rank }. { $team } : points de match { $mp }, points de partie { $bp }, rencontres jouées { $matches }.

# A team letter's subject, after "[pawnpost] ".
team-subject = { $what ->
    [team] équipe { $name }
    [match] rencontre par équipes { $name }
   *[league] tournoi toutes rondes par équipes { $name }
}

# The public page of a team round robin.
team-league-page-title = Tournoi toutes rondes par équipes { $name }
team-league-page-intro = { $teams } équipes s'affrontent en rencontres par équipes sur { $boards ->
    [one] { $boards } échiquier
   *[other] { $boards } échiquiers
}, une ronde après l'autre : { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}. Les rencontres d'une ronde commencent quand la ronde précédente est terminée.
team-league-page-standing = { $over ->
    [yes] Terminé : { $shared ->
        [yes] première place partagée entre { $winner }.
       *[no] { $winner } l'a remporté.
    }
   *[no] La ronde { $round } sur { $rounds } est en cours.
}
team-league-page-table = Classement
team-league-page-col-place = Place
team-league-page-col-matches = Rencontres jouées
team-league-page-rounds = Rondes
team-league-page-round = Ronde { $round }
team-league-page-not-yet = Pas encore commencée.
team-league-page-rests = { $team } est exempte à cette ronde.
team-league-page-how = Le classement range les équipes par points de match, puis par points de partie, puis selon le résultat de la rencontre directe entre deux équipes encore à égalité ; les équipes toujours à égalité partagent la place (listées dans leur ordre de départ). Une rencontre compte dès que toutes ses parties sont terminées.
team-league-page-index-heading = Tournois toutes rondes par équipes
team-league-page-index-line = { $teams } équipes, { $over ->
    [yes] { $shared ->
        [yes] première place partagée entre { $winner }
       *[no] remporté par { $winner }
    }
   *[no] ronde { $round } sur { $rounds }
}
