# Torneos por fases: grupos de todos contra todos cuyos mejores pasan a la final.
stage-begins = { $name } se juega por fases: { $sections } grupos de todos contra todos, y { $qualify ->
    [1] el ganador de cada grupo pasa
   *[other] los { $qualify } mejores de cada grupo pasan
} a la final, { $final }{ $form ->
    [knockout] , por eliminatorias de matches a dos partidas
   *[round-robin] {""}
}. Juegas en el grupo { $section }; cada partida llega en su propio correo.
stage-qualified = { $name }: terminó el grupo { $section }. Quedas en el puesto { $place } (puntos: { $points }) y pasas a la final, { $final }{ $form ->
    [knockout] , por eliminatorias de matches a dos partidas, como cabeza de serie n.º { $seed } de { $finalists }. Tu primer match, o tu descanso, te llega en su propio correo.
   *[round-robin] . Cada partida de la final llega en su propio correo.
}
stage-out = { $name }: terminó el grupo { $section }. Quedas en el puesto { $place } (puntos: { $points }); { $qualify ->
    [1] solo el ganador de cada grupo pasa a la final, y el ganador del tuyo, { $last }, queda por delante de ti
   *[other] los { $qualify } mejores de cada grupo pasan a la final, y el último clasificado, { $last }, queda por delante de ti
} { $ahead ->
    [points] por puntos ({ $last_points } a { $points }).
    [sb] por Sonneborn-Berger, empatados a puntos ({ $points }).
    [between] por el enfrentamiento directo, empatados a puntos y en Sonneborn-Berger.
    [wins] por número de victorias, empatados a puntos y en Sonneborn-Berger.
   *[seed] por ser mejor cabeza de serie, empatados a puntos, en Sonneborn-Berger y en victorias (los cabezas de serie se fijan por la puntuación al empezar).
} Gracias por jugar.
stage-heading = { $name } (por fases: { $qualify ->
    [1] el ganador de cada grupo pasa
   *[other] los { $qualify } mejores de cada grupo pasan
} a la { $form ->
    [knockout] final por eliminatorias
   *[round-robin] final
}{ $made ->
    [yes] , { $final }
   *[no] {""}
}).
# On the public site, a section's or the final's page; the parts' links follow.
stage-site-part = Parte de { $name }, por fases ({ $qualify ->
    [1] el ganador de cada grupo pasa
   *[other] los { $qualify } mejores de cada grupo pasan
} a la { $form ->
    [knockout] final por eliminatorias
   *[round-robin] final
}):
