# Knockout events of two-game matches: their letters and their bracket.

# A round's name, alone or after a comma.
knockout-round = { $round ->
    [final] Final
    [semi] Semi-final
    [quarter] Quarter-final
   *[number] Round { $number }
}
knockout-begins = The knockout { $name } begins: { $players } players, { $rounds ->
    [1] one round: a two-game match
   *[other] { $rounds } rounds of two-game matches
}. Each match is two games played at once, one with each colour; a tied match plays one more pair, and if it is still tied the higher seed goes through. The games of your first match come in their own mails.
knockout-game = A game of your match in { $name }, { $round }{ $extra ->
    [yes] , the extra pair after a tie
   *[no] {""}
}: two games started together, one with each colour.
knockout-bye = { $name }: as one of the top seeds you have a bye in the first round and go through to the next round ({ $next }) without playing. Your games come as soon as every match of the first round is decided.
knockout-tie = { $name }, { $round }: your match with { $opponent } is tied { $score } after two games. One more pair starts now, one game with each colour (their mails follow); if the match is still tied after it, { $higher ->
    [you] you go through as the higher seed.
   *[opponent] { $opponent } goes through as the higher seed.
}
knockout-through = { $name }, { $round }: { $why ->
    [seed] your match with { $opponent } is still tied { $score } after the extra pair, and you go through as the higher seed (seed { $seed }, { $opponent } seed { $opponent_seed }).
    [withdrawal] { $opponent } withdrew, and you go through.
   *[points] you beat { $opponent } { $score }.
} { $last ->
    [yes] You win { $name }!
   *[no] Your next match begins as soon as every match of this round is decided.
}
knockout-out = { $name }, { $round }: { $why ->
    [seed] your match with { $opponent } is still tied { $score } after the extra pair, and { $opponent } goes through as the higher seed (seed { $opponent_seed }, you seed { $seed }).
   *[points] you lost { $score } to { $opponent }, who goes through.
} { $last ->
    [yes] You finish second.
   *[no] Your part in { $name } is over.
}
knockout-heading = Bracket of { $name } (knockout; under way: { $round }).
knockout-heading-over = Final bracket of { $name } (knockout): { $champion } wins.
knockout-legend = Seeds in brackets, { $seeds ->
    [stage] by the stage before: section winners first, then by place, points and Sonneborn–Berger, section mates kept apart in the first round where possible
   *[rating] 1 the highest rated at the start
}. Each match is two games played at once, one with each colour; a tied match plays one more pair, and if it is still tied the higher seed goes through.
knockout-player = { $label } ({ $seed }{ $withdrawn ->
    [yes] , withdrawn
   *[no] {""}
})
knockout-match-bye = { $higher }: bye
knockout-match = { $higher } against { $lower }: { $state ->
    [playing] { $score } so far, games running
    [tied] tied { $score }, one more pair to play
    [extra] { $score } after the extra pair, { $winner } through
    [seed] { $score } after the extra pair, { $winner } through as the higher seed
    [withdrawal] { $score }, { $winner } through after a withdrawal
   *[points] { $score }, { $winner } through
}
knockout-you-withdrew = You withdrew from { $name }. { $games ->
    [0] You play no further match in it.
    [one] Your running game in it has ended as your loss; a match it had not decided goes to your opponent.
   *[other] Your { $games } running games in it have ended as your losses; a match they had not decided goes to your opponent.
}
# The bracket's heading on the public site.
knockout-bracket = Bracket
