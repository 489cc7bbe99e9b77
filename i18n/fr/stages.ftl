# Tournois par étapes : des poules toutes rondes dont les meilleurs vont en finale.
stage-begins = { $name } se joue par étapes : { $sections } poules toutes rondes, et les { $qualify } meilleurs de chaque poule vont en finale, { $final }{ $form ->
    [knockout] , à élimination directe en matchs de deux parties
   *[round-robin] {""}
}. Vous jouez dans { $section } ; chaque partie arrive dans son propre courriel.
stage-qualified = { $name } : { $section } est terminée. Vous terminez à la place n° { $place } avec un score de { $points } et vous allez en finale, { $final }{ $form ->
    [knockout] , à élimination directe en matchs de deux parties, comme tête de série n° { $seed } sur { $finalists }. Votre premier match, ou votre exemption, vous est annoncé dans ses propres courriels.
   *[round-robin] . Chaque partie arrive dans son propre courriel.
}
stage-out = { $name } : { $section } est terminée. Vous terminez à la place n° { $place } avec un score de { $points } ; les { $qualify } meilleurs de chaque poule vont en finale, et le dernier d'entre eux, { $last }, vous devance { $ahead ->
    [points] aux points ({ $last_points } contre { $points }).
    [sb] au Sonneborn-Berger, à égalité de points ({ $points }).
    [between] sur vos parties l'un contre l'autre, à égalité de points et de Sonneborn-Berger.
    [wins] au nombre de victoires, à égalité de points et de Sonneborn-Berger.
   *[seed] comme mieux classé au départ, à égalité de points, de Sonneborn-Berger et de victoires (le classement de départ suit le classement Elo).
} Merci d'avoir joué.
stage-heading = { $name } (par étapes : les { $qualify } meilleurs de chaque poule vont en { $form ->
    [knockout] finale à élimination directe
   *[round-robin] finale
}{ $made ->
    [yes] , { $final }
   *[no] {""}
}).
# On the public site, a section's or the final's page; the parts' links follow.
stage-site-part = Étape de { $name }, tournoi par étapes (les { $qualify } meilleurs de chaque poule vont en { $form ->
    [knockout] finale à élimination directe
   *[round-robin] finale
}) :
