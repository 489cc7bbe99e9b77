# Turniere in Stufen: Rundenturnier-Gruppen, deren Beste ins Finale einziehen.
stage-begins = { $name } wird in Stufen gespielt: { $sections } Gruppen, jede ein Rundenturnier, und die besten { $qualify } jeder Gruppe ziehen ins Finale ein, { $final }{ $form ->
    [knockout] , ein K.-o.-Turnier mit Matches über zwei Partien
   *[round-robin] {""}
}. Du spielst in { $section }; die Partien kommen jeweils mit eigener Mail.
stage-qualified = { $name }: { $section } ist beendet. Du belegst Platz { $place } mit { $points } Punkten und ziehst ins Finale ein, { $final }{ $form ->
    [knockout] , ein K.-o.-Turnier mit Matches über zwei Partien; du bist an Position { $seed } von { $finalists } gesetzt. Dein erstes Match oder dein Freilos kommt mit eigener Mail.
   *[round-robin] . Die Partien kommen jeweils mit eigener Mail.
}
stage-out = { $name }: { $section } ist beendet. Du belegst Platz { $place } mit { $points } Punkten; die besten { $qualify } jeder Gruppe ziehen ins Finale ein, und der Letzte von ihnen, { $last }, liegt vor dir { $ahead ->
    [points] nach Punkten ({ $last_points } zu { $points }).
    [sb] nach Sonneborn-Berger, bei gleichen Punkten ({ $points }).
    [between] nach der direkten Begegnung, bei gleichen Punkten und gleicher Sonneborn-Berger-Wertung.
    [wins] nach der Zahl der Siege, bei gleichen Punkten und gleicher Sonneborn-Berger-Wertung.
   *[seed] als der besser Gesetzte, bei gleichen Punkten, Sonneborn-Berger und Siegen (gesetzt wird nach der Wertungszahl zu Beginn).
} Danke fürs Mitspielen.
stage-heading = { $name } (in Stufen: die besten { $qualify } jeder Gruppe ziehen ins { $form ->
    [knockout] K.-o.-Finale
   *[round-robin] Finale
} ein{ $made ->
    [yes] , { $final }
   *[no] {""}
}).
# On the public site, a section's or the final's page; the parts' links follow.
stage-site-part = Teil von { $name }, in Stufen (die besten { $qualify } jeder Gruppe ziehen ins { $form ->
    [knockout] K.-o.-Finale
   *[round-robin] Finale
} ein):
