### Everything pawnpost says about time: time controls, the clocks of a game, leave,
### time given, outages, the calendar file, and the clock commands as players write them.
###
### $who, $by, $loser: `white` or `black`. Dates ($until, $from, $deadline) come
### rendered in this language. $duration, $asked, $white, $black: a span of time
### already worded by clock-duration. $control: a time control already worded by
### clock-control-days-per-move or clock-control-fischer.

## Spans of time and time controls

# A span in whole days and hours (what is left of a clock, time given, leave).
clock-duration = { $days ->
        [0] { $hours ->
            [0] less than an hour
            [one] { $hours } hour
           *[other] { $hours } hours
        }
        [one] { $hours ->
            [0] { $days } day
            [one] { $days } day { $hours } hour
           *[other] { $days } day { $hours } hours
        }
       *[other] { $hours ->
            [0] { $days } days
            [one] { $days } days { $hours } hour
           *[other] { $days } days { $hours } hours
        }
    }

# A time control described (after "Time control:", in a seek).
clock-control-days-per-move = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move
clock-control-fischer = Fischer { $base_days }+{ $increment_days } (a bank of { $base_days ->
        [one] { $base_days } day
       *[other] { $base_days } days
    } that gains { $increment_days ->
        [one] { $increment_days } day
       *[other] { $increment_days } days
    } per move, up to { $base_days ->
        [one] { $base_days } day
       *[other] { $base_days } days
    })

## Lines of a letter

# Both clocks. $white_clock, $black_clock: `running` (that player's time is running),
# `next-move` (a days-per-move clock waiting: the time for the next move) or `bank`
# (a Fischer bank waiting).
clock-clocks = Clocks ({ $control }): { $white_clock ->
        [running] White { $white } left
        [next-move] White { $white } for the next move
       *[bank] White { $white }
    }, { $black_clock ->
        [running] Black { $black } left
        [next-move] Black { $black } for the next move
       *[bank] Black { $black }
    }.
clock-on-leave-you = You are on leave until { $until }: your clock and the silence rule are stopped.
clock-on-leave = { $who ->
        [white] White
       *[black] Black
    } is on leave until { $until }: that player's clock and the silence rule are stopped.
clock-time-control = Time control: { $control }.
clock-you-gave = You gave your opponent { $duration } on their clock.
clock-gave = { $by ->
        [white] White
       *[black] Black
    } gave you { $duration } on your clock.
clock-out-of-time = { $loser ->
        [white] White
       *[black] Black
    } did not act before the deadline and loses on time.
clock-leave-started = You are on leave until { $until }: the clocks of all your games are stopped, and your opponents are told.
clock-leave-booked = Your leave from { $from } to { $until } is booked: the clocks of your games will stop then, and your opponents will be told.
# $left_days: whole days of leave left; $allowance_days: the days a year brings.
clock-leave-left = Leave left in { $year }: { $left_days ->
        [one] { $left_days } day
       *[other] { $left_days } days
    } of { $allowance_days }.
clock-leave-not-offered = Not done: this pawnpost offers no leave.
clock-leave-overlaps = Not done: you have leave from { $from } to { $until } already; send Back first to end or cancel it.
clock-leave-allowance = Not done: you asked for { $asked } of leave in { $year }, and { $left_days ->
        [one] { $left_days } day is
       *[other] { $left_days } days are
    } left.
clock-leave-past = Not done: that leave would be over before it began.
clock-leave-too-far = Not done: leave can be booked at most a year ahead.
clock-leave-ended = Welcome back: your leave has ended, and your clocks run again.
clock-leave-cancelled = Your leave from { $from } to { $until } is cancelled.
clock-not-on-leave = You are not on leave, and no leave is booked.
clock-opponent-on-leave = { $who ->
        [white] White is on leave until { $until }. Meanwhile White's clock
       *[black] Black is on leave until { $until }. Meanwhile Black's clock
    } and the silence rule are stopped; your own clock runs as usual.
clock-opponent-back = { $who ->
        [white] White
       *[black] Black
    } is back from leave; the clocks run again.
clock-auto-leave-on = Leave auto is on: when a deadline would end one of your games while you have leave left this year, pawnpost starts your leave instead (the fewest whole days that save the game) and tells you and your opponent. Send Leave auto off to stop it.
clock-auto-leave-off = Leave auto is off: a deadline you miss loses the game on time, as before. Send Leave auto to turn it on again.
clock-auto-leave-started-you = Your deadline in this game passed, so pawnpost started { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of your leave instead, until { $until }: you have not lost on time. The clocks of all your games are stopped until then. Leave left this year: { $left_days ->
        [one] { $left_days } day.
       *[other] { $left_days } days.
    }
clock-auto-leave-started = { $who ->
        [white] White's deadline passed, but White
       *[black] Black's deadline passed, but Black
    } had asked for leave in that case: pawnpost started { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of their leave instead, until { $until }. Meanwhile their clock and the silence rule are stopped; your own clock runs as usual.
clock-on-time-asked-you = Your time in this game ran out. { $who ->
        [white] Black
       *[black] White
    } now decides: Claim wins the game on time, Give N days lets it go on with that time on your clock. Without an answer within { $days } days, by { $until }, you lose on time. Until then your moves wait.
clock-on-time-asked = { $who ->
        [white] White's
       *[black] Black's
    } time ran out. Reply Claim to win on time, Give N days (for example Give 3 days) to let the game go on, or nothing: the game is forfeited in { $days } days, on { $until }.
clock-timeouts = { $count } of your games have been lost on time in the last { $days } days. Here is what happens next. Your games waiting for your move, and their deadlines:
clock-timeouts-leave = If you cannot play for a while, send Leave 14 days (or as many as you need): the clocks of all your games stop, and your opponents are told. With Leave auto as well, your leave is used before a deadline ends a game.
clock-timeouts-leave-auto-on = Leave auto is on: while you have leave left this year, it is used before a deadline ends a game; once it is spent, the deadlines apply again. To stop all your clocks now, send Leave 14 days (or as many as you need).
clock-timeouts-stop = If you do not want to go on, resign the games you cannot play: your opponents are waiting for you.
clock-deadline-moved-you = Game #{ $game }: your move now by { $deadline }.
clock-deadline-moved = Game #{ $game }: { $who ->
        [white] White
       *[black] Black
    } to act now by { $deadline }.
clock-outage = pawnpost could not read its mail from { $from } to { $until }. Every clock that ran meanwhile got that time back:
clock-calendar-on = Your "your move" mails carry the deadline as a calendar file again.
clock-calendar-off = Your mails no longer carry a calendar file; send Calendar on to have it again.

## The calendar file's event

clock-calendar-summary = Your move in game #{ $game } — deadline
clock-calendar-description = Your move in the correspondence game #{ $game }: reply to pawnpost's latest mail of the game before this deadline.
clock-calendar-alarm = One day left for your move in game #{ $game }

## Subjects (after the tag)

clock-topic-leave = your leave
clock-topic-back = welcome back
clock-topic-opponent-on-leave = { $who ->
        [white] White
       *[black] Black
    } is on leave until { $until }
clock-topic-opponent-back = { $who ->
        [white] White
       *[black] Black
    } is back
clock-topic-auto-leave-you = your leave began, so you did not lose on time
clock-topic-auto-leave = { $who ->
        [white] White
       *[black] Black
    } is on leave until { $until } instead of losing on time
clock-topic-on-time-asked-you = your time ran out: your opponent decides
clock-topic-on-time-asked = { $who ->
        [white] White's
       *[black] Black's
    } time ran out: claim the win or give time
clock-topic-timeouts = { $count } games lost on time: what happens next
clock-topic-outage = your clocks got time back
clock-topic-calendar = calendar

## Clock commands refused

clock-refusal-no-clock-to-give = This game has no clock to give time on: only the silence rule applies, and any mail of your opponent's restarts it.
clock-refusal-gift-out-of-range = You can give from 1 to { $max } days at a time.
clock-refusal-control-out-of-range = A time control may name from 1 to { $max } days (and a Fischer increment no more than its starting days).
clock-refusal-nothing-to-claim = There is nothing to claim: Claim wins on time only when your opponent's time has run out and pawnpost asked you.
clock-refusal-time-ran-out = Your time ran out: your opponent decides until { $until } whether to claim the win or give you time. Until then the game waits.

## What is wrong with a clock command (after "I did not understand `…`: ")

clock-problem-give-days = Give needs a number of days, e.g. Give 2 days
clock-problem-leave-span = Leave needs days or dates, e.g. Leave 7 days, Leave until 2026-12-31 or Leave from 2026-12-24 to 2027-01-02
# $text: what the player wrote in the place of a date.
clock-problem-date = `{ $text }` is not a date; write it as 2026-12-31, 31.12.2026 or 31/12/2026
# $text: a date that can be read day first or month first (03/04); $day_first and
# $month_first: its two readings, written year-month-day (2027-04-03).
clock-problem-date-ambiguous = `{ $text }` can be read two ways: { $day_first } (day first) or { $month_first } (month first); send the one you mean as it is written here
clock-problem-calendar-on-off = write Calendar off or Calendar on
# $text: what the player wrote in the place of base+increment.
clock-problem-fischer = `{ $text }` is no Fischer time control; write the starting days and the days added per move, e.g. Fischer 10+1

## Clock commands as players write them (keep them in step with the command phrases)

# A calendar day in a command. $year (four digits), $month, $day (two digits each).
clock-day = { $year }-{ $month }-{ $day }
clock-command-days-per-move = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move
clock-command-fischer = Fischer { $base_days }+{ $increment_days }
clock-command-give = Give { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
clock-command-claim-time = Claim
clock-command-leave-days = Leave { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
# $until, $from, $to: days worded by clock-day.
clock-command-leave-until = Leave until { $until }
clock-command-leave-between = Leave from { $from } to { $to }
clock-command-back = Back
clock-command-leave-auto-on = Leave auto
clock-command-leave-auto-off = Leave auto off
clock-command-calendar-on = Calendar on
clock-command-calendar-off = Calendar off

## The daily digest and the letters setting

clock-digest-daily = You will get a digest of your games every day at { $time } ({ $zone }), on the days a game waits for your move. Next: { $next }.
clock-digest-off = You will get no more digest.
clock-letters-digest-on = From now on the moves in your games come only in your daily digest. Game ends, reminders a day before a deadline, invitations and the answers to your own mails still come at once.
clock-letters-digest-off = From now on you get a letter for every move again.
clock-topic-digest = digest
clock-problem-digest-time = `{ $text }` is no time of day; write it as 08:00 or 20:30, e.g. Digest daily at 08:00
clock-problem-digest-zone = `{ $text }` is no time zone I know; write its name as Continent/City, e.g. Digest daily at 08:00 in Europe/Berlin
clock-command-digest-daily = Digest daily{ $time ->
    [none] {""}
   *[other] {" "}at { $time }
}{ $zone ->
    [none] {""}
   *[other] {" "}in { $zone }
}
clock-command-digest-off = Digest off
clock-command-letters-digest = Letters digest
clock-command-letters-each = Letters each
