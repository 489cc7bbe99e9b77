# Events in stages: round-robin sections whose best players go on to a final.
stage-begins = { $name } is played in stages: { $sections } round-robin sections, and { $qualify ->
    [1] the winner of each goes
   *[other] the best { $qualify } of each go
} on to the final, { $final }{ $form ->
    [knockout] , a knockout of two-game matches
   *[round-robin] {""}
}. You play in { $section }; its games come in their own mails.
stage-qualified = { $name }: { $section } is over. You finished in place { $place } with a score of { $points } and go on to the final, { $final }{ $form ->
    [knockout] , a knockout of two-game matches, as seed { $seed } of { $finalists }. Your first match, or your bye, is told in its own mails.
   *[round-robin] . Its games come in their own mails.
}
stage-out = { $name }: { $section } is over. You finished in place { $place } with a score of { $points }; { $qualify ->
    [1] only the winner of each section goes on to the final, and the winner of yours, { $last }, finished ahead of you
   *[other] the best { $qualify } of each section go on to the final, and the last of them, { $last }, finished ahead of you
} { $ahead ->
    [points] on points ({ $last_points } to { $points }).
    [sb] on Sonneborn–Berger, level on points ({ $points }).
    [between] on your game(s) against each other, level on points and Sonneborn–Berger.
    [wins] on wins, level on points and Sonneborn–Berger.
   *[seed] as the better seed, level on points, Sonneborn–Berger and wins (seeds are by rating at the start).
} Thank you for playing.
stage-heading = { $name } (in stages: { $qualify ->
    [1] the winner of each section goes
   *[other] the best { $qualify } of each section go
} on to the { $form ->
    [knockout] knockout final
   *[round-robin] final
}{ $made ->
    [yes] , { $final }
   *[no] {""}
}).
# On the public site, a section's or the final's page; the parts' links follow.
stage-site-part = Part of { $name }, in stages ({ $qualify ->
    [1] the winner of each section goes
   *[other] the best { $qualify } of each section go
} on to the { $form ->
    [knockout] knockout final
   *[round-robin] final
}):
