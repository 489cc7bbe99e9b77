# Tournois à élimination directe en matchs de deux parties : leurs lettres et leur tableau.

# Le nom d'un tour, seul ou après une virgule.
knockout-round = { $round ->
    [final] Finale
    [semi] Demi-finale
    [quarter] Quart de finale
   *[number] Tour { $number }
}
knockout-begins = Le tournoi à élimination directe { $name } commence : { $players } joueurs, { $rounds } tours de matchs en deux parties. Chaque match se compose de deux parties jouées en même temps, une avec chaque couleur ; un match à égalité se prolonge d'une paire de parties, et s'il reste à égalité, la meilleure tête de série se qualifie. Les parties de votre premier match arrivent chacune dans son propre message.
knockout-game = Une partie de votre match de { $name }, { $round }{ $extra ->
    [yes] , la paire supplémentaire après une égalité
   *[no] {""}
} : deux parties commencées ensemble, une avec chaque couleur.
knockout-bye = { $name } : en tant que l'une des meilleures têtes de série, vous êtes exempt au premier tour et passez au tour suivant ({ $next }) sans jouer. Vos parties arriveront dès que tous les matchs du premier tour seront décidés.
knockout-tie = { $name }, { $round } : votre match contre { $opponent } est à égalité, { $score }, après deux parties. Une paire de plus commence maintenant, une partie avec chaque couleur (leurs messages suivent) ; si le match reste à égalité après elle, { $higher ->
    [you] vous vous qualifiez comme meilleure tête de série.
   *[opponent] { $opponent } se qualifie comme meilleure tête de série.
}
knockout-through = { $name }, { $round } : { $why ->
    [seed] votre match contre { $opponent } reste à égalité, { $score }, après la paire supplémentaire, et vous vous qualifiez comme meilleure tête de série (tête de série { $seed }, { $opponent } { $opponent_seed }).
    [withdrawal] { $opponent } s'est retiré, et vous vous qualifiez.
   *[points] vous avez battu { $opponent } { $score }.
} { $last ->
    [yes] Vous remportez { $name } !
   *[no] Votre prochain match commencera dès que tous les matchs de ce tour seront décidés.
}
knockout-out = { $name }, { $round } : { $why ->
    [seed] votre match contre { $opponent } reste à égalité, { $score }, après la paire supplémentaire, et { $opponent } se qualifie comme meilleure tête de série (tête de série { $opponent_seed }, vous { $seed }).
   *[points] { $opponent } vous a battu { $score } et se qualifie.
} { $last ->
    [yes] Vous terminez deuxième.
   *[no] Votre parcours dans { $name } s'arrête ici.
}
knockout-heading = Tableau de { $name } (élimination directe ; en cours : { $round }).
knockout-heading-over = Tableau final de { $name } (élimination directe) : { $champion } l'emporte.
knockout-legend = Entre parenthèses, la tête de série, { $seeds ->
    [stage] selon l'étape précédente : d'abord les premiers de poule, puis selon la place, les points et le Sonneborn-Berger, en évitant si possible d'opposer au premier tour deux joueurs d'une même poule
   *[rating] 1 pour le mieux classé au départ
}. Chaque match se compose de deux parties jouées en même temps, une avec chaque couleur ; un match à égalité se prolonge d'une paire de parties, et s'il reste à égalité, la meilleure tête de série se qualifie.
knockout-player = { $label } ({ $seed }{ $withdrawn ->
    [yes] , retiré
   *[no] {""}
})
knockout-match-bye = { $higher } : exempt
knockout-match = { $higher } contre { $lower } : { $state ->
    [playing] { $score } pour l'instant, parties en cours
    [tied] égalité { $score }, une paire de plus à jouer
    [extra] { $score } après la paire supplémentaire, { $winner } qualifié
    [seed] { $score } après la paire supplémentaire, { $winner } qualifié comme meilleure tête de série
    [withdrawal] { $score }, { $winner } qualifié après un retrait
   *[points] { $score }, { $winner } qualifié
}
knockout-you-withdrew = Vous vous êtes retiré de { $name }. { $games ->
    [0] Vous n'y jouez plus aucun match.
    [one] Votre partie en cours s'est terminée par votre défaite ; un match qu'elle n'avait pas décidé revient à votre adversaire.
   *[other] Vos { $games } parties en cours se sont terminées par votre défaite ; un match qu'elles n'avaient pas décidé revient à votre adversaire.
}
# The bracket's heading on the public site.
knockout-bracket = Tableau
