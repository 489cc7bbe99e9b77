# Tournois à élimination directe en matchs de deux parties : leurs lettres et leur tableau.
# Un match à égalité se départage en deux parties de plus (le départage).

# Le nom d'un tour, seul ou après une virgule.
knockout-round = { $round ->
    [final] Finale
    [semi] Demi-finales
    [quarter] Quarts de finale
   *[number] Tour { $number }
}
knockout-begins = Le tournoi à élimination directe { $name } commence : { $players } joueurs, { $rounds ->
    [1] un seul tour : un match en deux parties
   *[other] { $rounds } tours de matchs en deux parties
}. Les deux parties d'un match se jouent en même temps, l'une avec les Blancs, l'autre avec les Noirs ; en cas d'égalité, le match se prolonge par un départage en deux parties, et si l'égalité persiste, la meilleure tête de série se qualifie. Les parties de votre premier match arrivent chacune dans un message séparé.
knockout-game = Une partie de votre match de { $name }, { $round }{ $extra ->
    [yes] , départage après égalité
   *[no] {""}
} : deux parties commencées en même temps, l'une avec les Blancs, l'autre avec les Noirs.
knockout-bye = { $name } : en tant que l'une des meilleures têtes de série, vous êtes exempt au premier tour et passez au tour suivant ({ $next }) sans jouer. Vos parties arriveront dès que tous les matchs du premier tour seront décidés.
knockout-tie = { $name }, { $round } : votre match contre { $opponent } est à égalité, { $score }, après deux parties. Un départage de deux parties commence maintenant, l'une avec les Blancs, l'autre avec les Noirs (leurs messages suivent) ; si l'égalité persiste, { $higher ->
    [you] vous vous qualifiez comme meilleure tête de série.
   *[opponent] { $opponent } se qualifie comme meilleure tête de série.
}
knockout-through = { $name }, { $round } : { $why ->
    [seed] votre match contre { $opponent } reste à égalité, { $score }, après le départage, et vous vous qualifiez comme meilleure tête de série (vous êtes tête de série n° { $seed }, { $opponent } n° { $opponent_seed }).
    [withdrawal] { $opponent } se retire du tournoi, et vous vous qualifiez.
   *[points] vous avez battu { $opponent } { $score }.
} { $last ->
    [yes] Vous remportez { $name } !
   *[no] Votre prochain match commencera dès que tous les matchs de ce tour seront décidés.
}
knockout-out = { $name }, { $round } : { $why ->
    [seed] votre match contre { $opponent } reste à égalité, { $score }, après le départage, et { $opponent } se qualifie comme meilleure tête de série ({ $opponent } est tête de série n° { $opponent_seed }, vous n° { $seed }).
   *[points] vous avez perdu { $score } contre { $opponent }, qui se qualifie.
} { $last ->
    [yes] Vous terminez deuxième.
   *[no] Votre parcours dans { $name } s'arrête ici.
}
knockout-heading = Tableau de { $name } (élimination directe ; en cours : { $round }).
knockout-heading-over = Tableau final de { $name } (élimination directe) : { $champion } l'emporte.
knockout-legend = Entre parenthèses, le numéro de tête de série ({ $seeds ->
    [stage] selon la première phase : d'abord les premiers de poule, puis selon la place, les points et le Sonneborn-Berger, en évitant si possible d'opposer au premier tour deux joueurs d'une même poule
   *[rating] 1 : le joueur le mieux classé au départ
}). Les deux parties d'un match se jouent en même temps, l'une avec les Blancs, l'autre avec les Noirs ; en cas d'égalité, le match se prolonge par un départage en deux parties, et si l'égalité persiste, la meilleure tête de série se qualifie.
knockout-player = { $label } ({ $seed }{ $withdrawn ->
    [yes] , retiré
   *[no] {""}
})
knockout-match-bye = { $higher } : exempt
knockout-match = { $higher } contre { $lower } : { $state ->
    [playing] { $score } pour l'instant, parties en cours
    [tied] égalité { $score }, départage à jouer
    [extra] { $score } après départage, { $winner } qualifié
    [seed] { $score } après départage, { $winner } qualifié comme meilleure tête de série
    [withdrawal] { $score }, { $winner } qualifié après un retrait
   *[points] { $score }, { $winner } qualifié
}
knockout-you-withdrew = Votre retrait de { $name } est enregistré. { $games ->
    [0] Vous n'y jouez plus aucun match.
    [one] Votre partie en cours est comptée perdue ; si votre match n'était pas encore décidé, il revient à votre adversaire.
   *[other] Vos { $games } parties en cours sont comptées perdues ; si votre match n'était pas encore décidé, il revient à votre adversaire.
}
# The bracket's heading on the public site.
knockout-bracket = Tableau
