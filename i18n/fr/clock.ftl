### Tout ce que pawnpost dit du temps : cadences, pendules d'une partie, congés, temps
### accordé, pannes, le fichier de calendrier et les commandes de pendule telles que les
### joueurs les écrivent. On vouvoie le joueur.
###
### $who, $by, $loser : `white` ou `black` (« les Blancs », « les Noirs », au pluriel).
### Les dates ($until, $from, $deadline) arrivent rédigées dans cette langue. $duration,
### $asked, $white, $black : une durée rédigée par clock-duration. $control : une
### cadence rédigée par clock-control-days-per-move ou clock-control-fischer.

## Durées et cadences

clock-duration = { $days ->
        [0] { $hours ->
            [0] moins d'une heure
            [one] { $hours } heure
           *[other] { $hours } heures
        }
        [one] { $hours ->
            [0] { $days } jour
            [one] { $days } jour et { $hours } heure
           *[other] { $days } jour et { $hours } heures
        }
       *[other] { $hours ->
            [0] { $days } jours
            [one] { $days } jours et { $hours } heure
           *[other] { $days } jours et { $hours } heures
        }
    }

clock-control-days-per-move = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup
clock-control-fischer = Fischer { $base_days }+{ $increment_days } (une réserve de { $base_days ->
        [one] { $base_days } jour
       *[other] { $base_days } jours
    } qui augmente de { $increment_days ->
        [one] { $increment_days } jour
       *[other] { $increment_days } jours
    } par coup, jusqu'à { $base_days ->
        [one] { $base_days } jour
       *[other] { $base_days } jours
    })

## Lignes d'une lettre

# $white_clock, $black_clock : `running` (la pendule tourne), `next-move` (jours par
# coup : le temps pour le prochain coup) ou `bank` (une réserve Fischer qui attend).
clock-clocks = Pendules ({ $control }) : { $white_clock ->
        [running] encore { $white } pour les Blancs
        [next-move] { $white } pour le prochain coup des Blancs
       *[bank] { $white } aux Blancs
    }, { $black_clock ->
        [running] encore { $black } pour les Noirs
        [next-move] { $black } pour le prochain coup des Noirs
       *[bank] { $black } aux Noirs
    }.
clock-on-leave-you = Vous êtes en congé jusqu'au { $until } : votre pendule et le délai sont arrêtés.
clock-on-leave = { $who ->
        [white] Les Blancs
       *[black] Les Noirs
    } sont en congé jusqu'au { $until } : leur pendule et le délai sont arrêtés.
clock-time-control = Cadence : { $control }.
clock-you-gave = Vous avez accordé { $duration } de plus à votre adversaire.
clock-gave = { $by ->
        [white] Les Blancs
       *[black] Les Noirs
    } vous ont accordé { $duration } de plus.
clock-out-of-time = { $loser ->
        [white] Les Blancs
       *[black] Les Noirs
    } n'ont pas joué avant la fin du délai et perdent au temps.
clock-leave-started = Vous êtes en congé jusqu'au { $until } : les pendules de toutes vos parties sont arrêtées, et vos adversaires sont prévenus.
clock-leave-booked = Votre congé du { $from } au { $until } est enregistré : les pendules de vos parties s'arrêteront alors, et vos adversaires seront prévenus.
# $left_days : jours entiers de congé restants ; $allowance_days : les jours d'une année.
clock-leave-left = Congé restant en { $year } : { $left_days ->
        [one] { $left_days } jour
       *[other] { $left_days } jours
    } sur { $allowance_days }.
clock-leave-not-offered = Non exécuté : ce serveur n'accorde pas de congés.
clock-leave-overlaps = Non exécuté : vous avez déjà un congé du { $from } au { $until } ; envoyez d'abord De retour pour y mettre fin ou l'annuler.
clock-leave-allowance = Non exécuté : vous demandez { $asked } de congé en { $year }, mais il ne vous en reste que { $left_days ->
        [one] { $left_days } jour
       *[other] { $left_days } jours
    }.
clock-leave-past = Non exécuté : ce congé serait terminé avant d'avoir commencé.
clock-leave-too-far = Non exécuté : un congé se réserve au plus un an à l'avance.
clock-leave-ended = Bon retour : votre congé est terminé, vos pendules tournent de nouveau.
clock-leave-cancelled = Votre congé du { $from } au { $until } est annulé.
clock-not-on-leave = Vous n'êtes pas en congé, et aucun congé n'est enregistré.
clock-opponent-on-leave = { $who ->
        [white] Les Blancs
       *[black] Les Noirs
    } sont en congé jusqu'au { $until }. D'ici là, leur pendule et le délai sont arrêtés ; votre propre pendule tourne normalement.
clock-opponent-back = { $who ->
        [white] Les Blancs
       *[black] Les Noirs
    } sont de retour de congé ; les pendules tournent de nouveau.
clock-auto-leave-on = Le congé automatique est activé : si une échéance devait mettre fin à l'une de vos parties alors qu'il vous reste du congé cette année, pawnpost vous met en congé à la place (le moins de jours entiers qui sauvent la partie) et vous prévient, vous et votre adversaire. Envoyez Congé automatique non pour le désactiver.
clock-auto-leave-off = Le congé automatique est désactivé : une échéance manquée fait perdre la partie au temps, comme avant. Envoyez Congé automatique pour le réactiver.
clock-auto-leave-started-you = Votre échéance dans cette partie est passée : pawnpost vous a donc mis en congé à la place pour { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }, jusqu'au { $until }. Vous n'avez pas perdu au temps. Les pendules de toutes vos parties sont arrêtées jusque-là. Congé restant cette année : { $left_days ->
        [one] { $left_days } jour.
       *[other] { $left_days } jours.
    }
clock-auto-leave-started = { $who ->
        [white] L'échéance des Blancs est passée, mais les Blancs
       *[black] L'échéance des Noirs est passée, mais les Noirs
    } avaient demandé le congé automatique : pawnpost les a mis en congé à la place pour { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }, jusqu'au { $until }. D'ici là, leur pendule et le délai sont arrêtés ; votre propre pendule tourne normalement.
clock-on-time-asked-you = Votre temps est écoulé dans cette partie. C'est maintenant aux { $who ->
        [white] Noirs
       *[black] Blancs
    } de décider : Réclamer leur donne la partie au temps, Donner N jours la laisse continuer avec ce temps à votre pendule. Sans réponse sous { $days } jours, d'ici le { $until }, vous perdez au temps. D'ici là, vos coups attendent.
clock-on-time-asked = Le temps { $who ->
        [white] des Blancs
       *[black] des Noirs
    } est écoulé. Répondez Réclamer pour gagner au temps, Donner N jours (par exemple Donner 3 jours) pour que la partie continue, ou ne répondez pas : la partie sera perdue par forfait dans { $days } jours, le { $until }.
clock-timeouts = Vous avez perdu { $count } parties au temps ces { $days } derniers jours. Voici la suite. Vos parties où c'est à vous de jouer, et leurs échéances :
clock-timeouts-leave = Si vous ne pouvez pas jouer pendant un moment, envoyez Congé 14 jours (ou autant qu'il vous faut) : les pendules de toutes vos parties s'arrêtent, et vos adversaires sont prévenus. Avec Congé automatique en plus, votre congé est pris avant qu'une échéance ne mette fin à une partie.
clock-timeouts-leave-auto-on = Le congé automatique est activé : tant qu'il vous reste du congé cette année, il est pris avant qu'une échéance ne mette fin à une partie ; une fois épuisé, les échéances s'appliquent de nouveau. Pour arrêter toutes vos pendules dès maintenant, envoyez Congé 14 jours (ou autant qu'il vous faut).
clock-timeouts-stop = Si vous ne souhaitez pas continuer, abandonnez les parties que vous ne pouvez pas jouer : vos adversaires vous attendent.
clock-deadline-moved-you = Partie n° { $game } : c'est à vous de jouer ; nouvelle échéance : { $deadline }.
clock-deadline-moved = Partie n° { $game } : c'est { $who ->
        [white] aux Blancs
       *[black] aux Noirs
    } de jouer ; nouvelle échéance : { $deadline }.
clock-outage = pawnpost n'a pas pu lire son courrier du { $from } au { $until }. Chaque pendule qui tournait pendant la panne a récupéré ce temps :
clock-calendar-on = Vos messages « à vous de jouer » contiennent de nouveau le délai sous forme de fichier de calendrier.
clock-calendar-off = Vos messages ne contiennent plus de fichier de calendrier ; envoyez Calendrier oui pour le retrouver.

## L'événement du fichier de calendrier

clock-calendar-summary = À vous de jouer dans la partie n° { $game } — délai
clock-calendar-description = À vous de jouer dans la partie par correspondance n° { $game } : répondez au dernier message de pawnpost sur cette partie avant ce délai.
clock-calendar-alarm = Plus qu'un jour pour jouer dans la partie n° { $game }

## Objets (après l'étiquette)

clock-topic-leave = votre congé
clock-topic-back = bon retour
clock-topic-opponent-on-leave = { $who ->
        [white] les Blancs
       *[black] les Noirs
    } sont en congé jusqu'au { $until }
clock-topic-opponent-back = { $who ->
        [white] les Blancs
       *[black] les Noirs
    } sont de retour
clock-topic-auto-leave-you = vous êtes en congé au lieu de perdre au temps
clock-topic-auto-leave = { $who ->
        [white] les Blancs
       *[black] les Noirs
    } sont en congé jusqu'au { $until } au lieu de perdre au temps
clock-topic-on-time-asked-you = votre temps est écoulé : votre adversaire décide
clock-topic-on-time-asked = le temps { $who ->
        [white] des Blancs
       *[black] des Noirs
    } est écoulé : réclamez le gain ou donnez du temps
clock-topic-timeouts = { $count } parties perdues au temps : la suite
clock-topic-outage = vos pendules ont récupéré du temps
clock-topic-calendar = calendrier

## Commandes de pendule refusées

clock-refusal-no-clock-to-give = Cette partie n'a pas de pendule à laquelle accorder du temps : seul le délai s'applique, et chaque message de votre adversaire le relance.
clock-refusal-gift-out-of-range = Vous pouvez accorder de 1 à { $max } jours à la fois.
clock-refusal-control-out-of-range = Une cadence peut compter de 1 à { $max } jours (et, en Fischer, un incrément au plus égal à la réserve de départ).
clock-refusal-nothing-to-claim = Il n'y a rien à réclamer : Réclamer ne donne le gain au temps que lorsque le temps de votre adversaire est écoulé et que pawnpost vous l'a demandé.
clock-refusal-time-ran-out = Votre temps est écoulé : votre adversaire décide d'ici le { $until } s'il réclame le gain ou vous donne du temps. D'ici là, la partie attend.

## Ce qui ne va pas dans une commande de pendule (après « Je n'ai pas compris `…` : »)

clock-problem-give-days = Donner demande un nombre de jours, par exemple Donner 2 jours
clock-problem-leave-span = Congé demande des jours ou des dates, par exemple Congé 7 jours, Congé jusqu'au 31/12/2026 ou Congé du 24/12/2026 au 02/01/2027
clock-problem-date = `{ $text }` n'est pas une date ; écrivez-la sous la forme 31/12/2026
clock-problem-date-ambiguous = `{ $text }` peut se lire de deux façons : { $day_first } (jour d'abord) ou { $month_first } (mois d'abord) ; envoyez la date voulue telle qu'elle est écrite ici
clock-problem-calendar-on-off = écrivez Calendrier non ou Calendrier oui
clock-problem-fischer = `{ $text }` n'est pas une cadence Fischer ; écrivez les jours de départ et les jours ajoutés par coup, par exemple Fischer 10+1

## Commandes de pendule telles que les joueurs les écrivent (en accord avec les mots des commandes)

# Un jour du calendrier dans une commande. $year (quatre chiffres), $month, $day (deux chiffres chacun).
clock-day = { $day }/{ $month }/{ $year }
clock-command-days-per-move = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup
clock-command-fischer = Fischer { $base_days }+{ $increment_days }
clock-command-give = Donner { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
clock-command-claim-time = Réclamer
clock-command-leave-days = Congé { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
clock-command-leave-until = Congé jusqu'au { $until }
clock-command-leave-between = Congé du { $from } au { $to }
clock-command-back = De retour
clock-command-leave-auto-on = Congé automatique
clock-command-leave-auto-off = Congé automatique non
clock-command-calendar-on = Calendrier oui
clock-command-calendar-off = Calendrier non

## The daily digest and the letters setting

clock-digest-daily = Vous recevrez chaque jour à { $time } ({ $zone }) un récapitulatif de vos parties, les jours où une partie attend votre coup. Prochain : { $next }.
clock-digest-off = Vous ne recevrez plus de récapitulatif.
clock-letters-digest-on = Désormais, les coups de vos parties n'arrivent plus que dans votre récapitulatif quotidien. Les résultats (parties terminées), les rappels la veille d'une échéance, les invitations et les réponses à vos propres messages arrivent toujours aussitôt.
clock-letters-digest-off = Désormais, vous recevez de nouveau un message pour chaque coup.
clock-topic-digest = récapitulatif
clock-problem-digest-time = `{ $text }` n'est pas une heure ; écrivez-la 08:00 ou 20:30, par exemple Récapitulatif quotidien à 08:00
clock-problem-digest-zone = `{ $text }` n'est pas un fuseau horaire que je connais ; écrivez son nom sous la forme Continent/Ville, par exemple Récapitulatif quotidien à 08:00 en Europe/Paris
clock-command-digest-daily = Récapitulatif quotidien{ $time ->
    [none] {""}
   *[other] {" "}à { $time }
}{ $zone ->
    [none] {""}
   *[other] {" "}en { $zone }
}
clock-command-digest-off = Récapitulatif non
clock-command-letters-digest = Récapitulatif seulement
clock-command-letters-each = Toutes les lettres
