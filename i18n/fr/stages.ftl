# Tournois en deux phases : des poules toutes rondes dont les meilleurs vont en finale.
stage-begins = { $name } se joue en deux phases : { $sections } poules toutes rondes, puis une finale, { $final }{ $form ->
    [knockout] , à élimination directe en matchs de deux parties,
   *[round-robin] ,
} où { $qualify ->
    [1] se qualifie le premier de chaque poule
   *[other] se qualifient les { $qualify } premiers de chaque poule
}. Vous jouez dans la poule { $section } ; chacune de vos parties arrive dans son propre message.
stage-qualified = { $name } : la poule { $section } est terminée. Vous finissez à la { $place ->
    [1] 1re
   *[other] { $place }e
} place avec un score de { $points } et vous accédez à la finale, { $final }{ $form ->
    [knockout] , à élimination directe en matchs de deux parties, comme tête de série n° { $seed } sur { $finalists }. Votre premier match, ou votre exemption, vous est annoncé dans son propre message.
   *[round-robin] . Chacune de ses parties arrive dans son propre message.
}
stage-out = { $name } : la poule { $section } est terminée. Vous finissez à la { $place ->
    [1] 1re
   *[other] { $place }e
} place avec un score de { $points } ; { $qualify ->
    [1] seul le premier de chaque poule se qualifie pour la finale, et le premier de la vôtre, { $last }, vous devance
   *[other] les { $qualify } premiers de chaque poule se qualifient pour la finale, et le dernier qualifié, { $last }, vous devance
} { $ahead ->
    [points] aux points ({ $last_points } contre { $points }).
    [sb] au Sonneborn-Berger, à égalité de points ({ $points }).
    [between] à la confrontation directe, à égalité de points et de Sonneborn-Berger.
    [wins] au nombre de victoires, à égalité de points et de Sonneborn-Berger.
   *[seed] comme meilleure tête de série, à égalité de points, de Sonneborn-Berger et de victoires (les têtes de série suivent le classement au départ).
} Merci d'avoir joué.
stage-heading = { $name } (en deux phases : { $qualify ->
    [1] le premier de chaque poule se qualifie
   *[other] les { $qualify } premiers de chaque poule se qualifient
} pour la { $form ->
    [knockout] finale à élimination directe
   *[round-robin] finale
}{ $made ->
    [yes] , { $final }
   *[no] {""}
}).
# On the public site, a section's or the final's page; the parts' links follow.
stage-site-part = Phase de { $name }, tournoi en deux phases ({ $qualify ->
    [1] le premier de chaque poule se qualifie
   *[other] les { $qualify } premiers de chaque poule se qualifient
} pour la { $form ->
    [knockout] finale à élimination directe
   *[round-robin] finale
}) :
