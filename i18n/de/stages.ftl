# Turniere mit Vorrunde und Finale: Rundenturnier-Gruppen, deren Beste ins Finale einziehen.
stage-begins = { $name } wird mit Vorrunde und Finale gespielt: { $sections } Vorrundengruppen, jede als Rundenturnier, und { $qualify ->
    [1] der Sieger jeder Gruppe zieht
   *[other] die besten { $qualify } jeder Gruppe ziehen
} ins Finale { $final } ein{ $form ->
    [knockout] , ein K.-o.-Turnier mit Matches über zwei Partien
   *[round-robin] {""}
}. Du spielst in der Gruppe { $section }; jede Partie kommt in einer eigenen Mail.
stage-qualified = { $name }: Die Gruppe { $section } ist beendet. Du belegst Platz { $place } (Punkte: { $points }) und ziehst ins Finale { $final } ein{ $form ->
    [knockout] , ein K.-o.-Turnier mit Matches über zwei Partien; du bist an Nr. { $seed } von { $finalists } gesetzt. Dein erstes Match oder dein Freilos kommt in einer eigenen Mail.
   *[round-robin] . Jede Partie des Finales kommt in einer eigenen Mail.
}
stage-out = { $name }: Die Gruppe { $section } ist beendet. Du belegst Platz { $place } (Punkte: { $points }); { $qualify ->
    [1] nur der Sieger jeder Gruppe zieht ins Finale ein, und der Sieger deiner Gruppe, { $last }, liegt vor dir
   *[other] die besten { $qualify } jeder Gruppe ziehen ins Finale ein, und der Letzte von ihnen, { $last }, liegt vor dir
} { $ahead ->
    [points] nach Punkten ({ $last_points } zu { $points }).
    [sb] nach Sonneborn-Berger, bei gleicher Punktzahl ({ $points }).
    [between] nach der direkten Begegnung, bei gleicher Punktzahl und gleicher Sonneborn-Berger-Wertung.
    [wins] nach der Zahl der Siege, bei gleicher Punktzahl und gleicher Sonneborn-Berger-Wertung.
   *[seed] dank der besseren Setznummer, bei Gleichstand nach Punkten, Sonneborn-Berger und Siegen (gesetzt wird nach der Wertung zu Beginn).
} Danke fürs Mitspielen.
stage-heading = { $name } (Vorrunde und Finale: { $qualify ->
    [1] Der Sieger jeder Gruppe zieht
   *[other] Die besten { $qualify } jeder Gruppe ziehen
} ins { $form ->
    [knockout] K.-o.-Finale
   *[round-robin] Finale
}{ $made ->
    [yes] {" "}{ $final }
   *[no] {""}
} ein).
# On the public site, a section's or the final's page; the parts' links follow.
stage-site-part = Teil von { $name }, gespielt mit Vorrunde und Finale ({ $qualify ->
    [1] der Sieger jeder Gruppe zieht
   *[other] die besten { $qualify } jeder Gruppe ziehen
} ins { $form ->
    [knockout] K.-o.-Finale
   *[round-robin] Finale
} ein):
