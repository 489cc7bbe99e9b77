# Torneos por fases: grupos por sistema de liga cuyos mejores pasan a la final.
stage-begins = { $name } se juega por fases: { $sections } grupos por sistema de liga, y los { $qualify } mejores de cada grupo pasan a la final, { $final }{ $form ->
    [knockout] , por eliminatorias de matches a dos partidas
   *[round-robin] {""}
}. Juegas en { $section }; cada partida llega en su propio correo.
stage-qualified = { $name }: { $section } ha terminado. Quedas en el puesto { $place } con una puntuación de { $points } y pasas a la final, { $final }{ $form ->
    [knockout] , por eliminatorias de matches a dos partidas, como cabeza de serie n.º { $seed } de { $finalists }. Tu primer match, o tu exención, te llega en sus propios correos.
   *[round-robin] . Cada partida llega en su propio correo.
}
stage-out = { $name }: { $section } ha terminado. Quedas en el puesto { $place } con una puntuación de { $points }; los { $qualify } mejores de cada grupo pasan a la final, y el último de ellos, { $last }, queda por delante de ti { $ahead ->
    [points] por puntos ({ $last_points } contra { $points }).
    [sb] por Sonneborn-Berger, empatados a puntos ({ $points }).
    [between] por vuestras partidas entre vosotros, empatados a puntos y en Sonneborn-Berger.
    [wins] por número de victorias, empatados a puntos y en Sonneborn-Berger.
   *[seed] por ser el mejor cabeza de serie, empatados a puntos, Sonneborn-Berger y victorias (los cabezas de serie se fijan por la puntuación Elo al comenzar).
} Gracias por jugar.
stage-heading = { $name } (por fases: los { $qualify } mejores de cada grupo pasan a la { $form ->
    [knockout] final por eliminatorias
   *[round-robin] final
}{ $made ->
    [yes] , { $final }
   *[no] {""}
}).
# On the public site, a section's or the final's page; the parts' links follow.
stage-site-part = Parte de { $name }, por fases (los { $qualify } mejores de cada grupo pasan a la { $form ->
    [knockout] final por eliminatorias
   *[round-robin] final
}):
