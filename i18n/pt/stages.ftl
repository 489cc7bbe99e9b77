# Torneios por fases: grupos em sistema de todos contra todos cujos melhores vão à final.
stage-begins = { $name } é disputado em fases: { $sections } grupos de todos contra todos, e { $qualify ->
    [1] o vencedor de cada grupo vai
   *[other] os { $qualify } melhores de cada grupo vão
} à final, { $final }{ $form ->
    [knockout] , uma eliminatória de matches em duas partidas
   *[round-robin] {""}
}. Você joga no grupo { $section }; cada partida chega numa mensagem própria.
stage-qualified = { $name }: o grupo { $section } terminou. Você ficou em { $place }º lugar, com pontuação { $points }, e vai à final, { $final }{ $form ->
    [knockout] , uma eliminatória de matches em duas partidas, como cabeça de chave nº { $seed } de { $finalists }. O seu primeiro match, ou o seu bye, chega numa mensagem própria.
   *[round-robin] . Cada partida da final chega numa mensagem própria.
}
stage-out = { $name }: o grupo { $section } terminou. Você ficou em { $place }º lugar, com pontuação { $points }; { $qualify ->
    [1] só o vencedor de cada grupo vai à final, e o vencedor do seu, { $last }, ficou à sua frente
   *[other] os { $qualify } melhores de cada grupo vão à final, e o último classificado, { $last }, ficou à sua frente
} { $ahead ->
    [points] nos pontos ({ $last_points } a { $points }).
    [sb] no Sonneborn-Berger, empatados em pontos ({ $points }).
    [between] no confronto direto, empatados em pontos e no Sonneborn-Berger.
    [wins] no número de vitórias, empatados em pontos e no Sonneborn-Berger.
   *[seed] por ser o melhor cabeça de chave, empatados em pontos, Sonneborn-Berger e vitórias (os cabeças de chave são definidos pelo rating no início).
} Obrigado por jogar.
stage-heading = { $name } (por fases: { $qualify ->
    [1] o vencedor de cada grupo vai
   *[other] os { $qualify } melhores de cada grupo vão
} à { $form ->
    [knockout] final eliminatória
   *[round-robin] final
}{ $made ->
    [yes] , { $final }
   *[no] {""}
}).
# On the public site, a section's or the final's page; the parts' links follow.
stage-site-part = Parte de { $name }, por fases ({ $qualify ->
    [1] o vencedor de cada grupo vai
   *[other] os { $qualify } melhores de cada grupo vão
} à { $form ->
    [knockout] final eliminatória
   *[round-robin] final
}):
