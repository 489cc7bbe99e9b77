# Les lettres d'une échelle (issue 32, point 5) : les joueurs tiennent des places, 1 en
# haut, et montent en défiant un joueur quelques places au-dessus. $name est le nom de
# l'échelle, $player un nom public, $place une place, $date un moment écrit comme les
# lettres écrivent les dates.

ladder-subject = échelle { $name }

ladder-joined = Vous figurez sur l'échelle { $name }, à la place n° { $place }. Pour monter, défiez un joueur placé au plus { $reach ->
    [one] une place
   *[other] { $reach } places
} au-dessus de vous : « Défier NOM sur { $name } » (le numéro de sa place peut remplacer NOM).
ladder-already-on = Vous figurez déjà sur l'échelle { $name }, à la place n° { $place }.
ladder-full = L'échelle { $name } est complète : elle compte déjà { $max } joueurs, son maximum.
ladder-you-left = Vous avez quitté l'échelle { $name }. Les joueurs placés sous vous montent d'une place.
ladder-you-left-cancelled = Vous avez quitté l'échelle { $name } ; le défi en cours entre vous et { $player } est annulé. Les joueurs placés sous vous montent d'une place.
ladder-not-on = Vous n'avez pas de place sur l'échelle { $name }.
ladder-challenge-refused = Aucun défi n'a été lancé sur l'échelle { $name } : { $why }.
ladder-refusal-you-are-not-on = vous n'y avez pas de place (inscrivez-vous d'abord)
ladder-refusal-no-such-player = personne du nom de { $player } n'y a de place
ladder-refusal-no-such-player-unquoted = personne de ce nom n'y a de place
ladder-refusal-no-such-place = personne n'occupe la place n° { $place }
ladder-refusal-yourself = vous ne pouvez pas vous défier vous-même
ladder-refusal-not-above = on ne peut défier qu'un joueur placé au-dessus de soi
ladder-refusal-too-far = ce joueur est { $places } places au-dessus de vous, alors que la limite est de { $reach }
ladder-refusal-you-are-busy = vous avez déjà un défi en cours, et un seul est permis à la fois
ladder-refusal-defender-busy = { $player } a déjà un défi en cours ; réessayez quand il sera terminé
ladder-refusal-too-soon = vous avez fait nulle ou perdu contre ce joueur récemment ; vous pourrez le défier de nouveau à partir du { $date }
ladder-refusal-too-many-today = vous y avez déjà lancé { $max } défis aujourd'hui, le maximum par jour
ladder-refusal-too-many-games = vous jouez déjà { $max } parties, le maximum permis
ladder-challenge-sent = Vous avez défié { $player } (place n° { $place }) sur l'échelle { $name }. { $player } a jusqu'au { $date } pour accepter ou refuser ; un défi refusé ou resté sans réponse vous donne sa place.
ladder-challenged = { $player } (place n° { $their_place }) vous défie sur l'échelle { $name }, où vous êtes à la place n° { $place }. Répondez avant le { $date } :
    « Accepter le défi d'échelle { $name } » : une partie commence, { $player } a les Blancs ; en cas de victoire, { $player } prend votre place et vous descendez d'une place.
    « Refuser le défi d'échelle { $name } » : { $player } prend votre place tout de suite.
    Sans réponse, le défi compte comme refusé.
ladder-accepted = Vous avez accepté le défi de { $player } sur l'échelle { $name } : la partie n° { $game } commence, { $player } a les Blancs ; son premier message suit.
ladder-nothing-to-answer = Aucun défi d'échelle n'attend votre réponse.
ladder-which-ladder = Des défis vous attendent sur plusieurs échelles : précisez celle à laquelle vous répondez, par exemple « Accepter le défi d'échelle NOM ».
ladder-say-which = { $accept ->
    [yes] Un défi reçu à votre adresse et un défi sur l'échelle { $name } attendent tous deux votre réponse ; un simple « J'accepte » pourrait lancer la mauvaise partie. Pour accepter celui de l'échelle, écrivez « Accepter le défi d'échelle { $name } » ; pour accepter l'autre, répondez à son invitation.
   *[no] Un défi sur l'échelle { $name } attend votre réponse. Un simple « Je refuse » ne vaut pas abandon de votre place : pour refuser, écrivez « Refuser le défi d'échelle { $name } ».
}
ladder-game-of = Une partie de l'échelle { $name } : { $challenger } a défié { $defender }. En cas de victoire, { $challenger } prend la place de { $defender }.
ladder-ended-challenger = { $ending ->
    [won] Vous avez gagné votre défi contre { $player } sur l'échelle { $name } : vous prenez sa place (n° { $place }).
    [declined] { $player } a refusé votre défi sur l'échelle { $name } : vous prenez sa place (n° { $place }).
    [unanswered] { $player } n'a pas répondu à temps à votre défi sur l'échelle { $name } : vous prenez sa place (n° { $place }).
    [drawn] Votre défi contre { $player } sur l'échelle { $name } s'est soldé par une nulle : le classement ne change pas ; vous restez à la place n° { $place }.
   *[lost] Vous avez perdu votre défi contre { $player } sur l'échelle { $name } : le classement ne change pas ; vous restez à la place n° { $place }.
}
ladder-ended-defender = { $ending ->
    [won] { $player } a gagné son défi contre vous sur l'échelle { $name } et prend votre place ; vous descendez d'une place, à la place n° { $place }.
    [declined] Vous avez refusé le défi de { $player } sur l'échelle { $name } : { $player } prend votre place ; vous descendez d'une place, à la place n° { $place }.
    [unanswered] Vous n'avez pas répondu à temps au défi de { $player } sur l'échelle { $name } : { $player } prend votre place ; vous descendez d'une place, à la place n° { $place }.
    [drawn] Le défi de { $player } sur l'échelle { $name } s'est soldé par une nulle : vous gardez votre place (n° { $place }).
   *[lost] Vous avez repoussé le défi de { $player } sur l'échelle { $name } : vous gardez votre place (n° { $place }).
}
ladder-moved-down = Vous perdez une place sur l'échelle { $name } au profit de { $player } : vous êtes maintenant à la place n° { $place }.
ladder-cancelled = Le défi entre vous et { $player } sur l'échelle { $name } est annulé : { $player } a quitté l'échelle.
ladder-standings-heading = L'échelle { $name } : { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}.
ladder-place = { $place }. { $player }
ladder-place-challenging = { $place }. { $player } (défie { $defender })
ladder-place-playing = { $place }. { $player } (joue contre { $defender })
ladder-empty = Personne n'a encore de place.
ladder-rules = Règles : on défie un joueur placé au plus { $reach ->
    [one] une place
   *[other] { $reach } places
} au-dessus de soi, un défi à la fois ; on répond à un défi dans un délai de { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}, sinon il compte comme refusé ; une victoire, un refus ou le silence donnent la place au joueur qui défie, et les joueurs entre les deux descendent d'une place ; une nulle ou une défaite ne change rien, et le même joueur ne peut être défié de nouveau qu'après { $rematch_days ->
    [one] { $rematch_days } jour
   *[other] { $rematch_days } jours
}.

## Les commandes, telles que les joueurs les écrivent.

ladder-command-challenge = Défier { $player } sur { $name }
ladder-command-accept = Accepter le défi d'échelle { $name }
ladder-command-decline = Refuser le défi d'échelle { $name }

## La page publique de l'échelle, et sa ligne sur l'accueil.

ladder-page-title = Échelle { $name }
ladder-page-places = Places
ladder-page-nobody = Personne n'a encore de place.
ladder-page-col-place = Place
ladder-page-col-player = Joueur
ladder-page-open = Défis en cours
ladder-page-none = Aucun.
ladder-page-col-challenger = Qui défie
ladder-page-col-defender = Qui est défié
ladder-page-col-state = État
ladder-page-playing = partie n° { $game } en cours
ladder-page-waiting = réponse attendue avant le { $date }
ladder-page-changes = Derniers changements
ladder-page-col-date = Date
ladder-page-col-outcome = Issue
ladder-page-outcome = { $ending ->
    [won] gagné, place n° { $place } prise
    [declined] refusé, place n° { $place } prise
    [unanswered] sans réponse, place n° { $place } prise
    [drawn] nulle, rien ne change
    [lost] perdu, rien ne change
   *[cancelled] annulé
}
ladder-page-rules = Règles
ladder-page-how = Pour participer, écrivez « Participer { $name } » ; pour défier, « Défier NOM sur { $name } ».
ladder-page-index-heading = Échelles
ladder-page-players = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}

## `Joueur NOM` et la page publique du joueur : les échelles où il a une place.
## $busy yes, no : un défi en cours suit ; $challenge est ladder-player-challenge ;
## $side challenging, challenged, playing.
ladder-player-heading = Échelles :
ladder-player-standing = { $busy ->
    [yes] { $name } : place { $place } sur { $players } ; { $challenge }
   *[no] { $name } : place { $place } sur { $players }
}
ladder-player-challenge = { $side ->
    [challenging] défie { $player }, réponse attendue avant le { $date }
    [challenged] défié par { $player }, réponse attendue avant le { $date }
   *[playing] joue contre { $player } une partie de défi
}
ladder-page-col-ladder = Échelle
ladder-page-col-challenge = Défi
ladder-page-place-of = { $place } sur { $players }
