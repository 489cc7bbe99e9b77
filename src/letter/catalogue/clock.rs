//! The words about time in all three languages: [`english`], [`german`] ("du") and
//! [`french`] ("vous"), each a `match` over the same [`ClockText`], so a sentence
//! missing in one language does not compile. Dates and colours come from the language's
//! own catalogue.

use crate::command::clock::ClockProblem;
use crate::command::{ClockCommand, LeaveSpan, TimeControl};
use crate::game::ClockRefusal;
use crate::game::clock::days_and_hours;
use crate::letter::clock::{ClockLine, ClockText, ClockTopic, LeaveRefusal};
use crate::notation::Language;
use crate::rules::Color;

use super::Catalogue;

/// The words of `text` in `words`' language.
pub(super) fn words(words: &dyn Catalogue, text: ClockText<'_>) -> String {
    match words.language() {
        Language::English => english(words, text),
        Language::German => german(words, text),
        Language::French => french(words, text),
    }
}

/// Whole days and hours of `secs`, each part with its unit in one language.
fn span(secs: i64, day: (&str, &str), hour: (&str, &str), none: &str, and: &str) -> String {
    let (days, hours) = days_and_hours(secs);
    let unit = |n: i64, (one, many): (&str, &str)| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    };
    match (days, hours) {
        (0, 0) => none.to_owned(),
        (d, 0) => unit(d, day),
        (0, h) => unit(h, hour),
        (d, h) => format!("{}{and}{}", unit(d, day), unit(h, hour)),
    }
}

/// A time control as a player of `language` writes it in a command (`3 Tage pro Zug`,
/// `Fischer 10+1`): what the echo of a `Challenge` or a `Seek` shows.
pub(crate) fn control_command(language: Language, control: &TimeControl) -> String {
    match (language, control) {
        (Language::English, c) | (_, c @ TimeControl::Fischer { .. }) => c.to_string(),
        (Language::German, TimeControl::DaysPerMove { days: 1 }) => "1 Tag pro Zug".to_owned(),
        (Language::German, TimeControl::DaysPerMove { days }) => format!("{days} Tage pro Zug"),
        (Language::French, TimeControl::DaysPerMove { days: 1 }) => "1 jour par coup".to_owned(),
        (Language::French, TimeControl::DaysPerMove { days }) => format!("{days} jours par coup"),
    }
}

/// The whole days of an allowance (rounded down).
fn whole_days(secs: i64) -> i64 {
    secs.max(0) / 86_400
}

pub(super) fn english(w: &dyn Catalogue, text: ClockText<'_>) -> String {
    let duration = |secs: i64| {
        span(
            secs,
            ("day", "days"),
            ("hour", "hours"),
            "less than an hour",
            " ",
        )
    };
    let days = |n: i64| {
        if n == 1 {
            "1 day".to_owned()
        } else {
            format!("{n} days")
        }
    };
    let control = |c: &TimeControl| match c {
        TimeControl::DaysPerMove { days: d } => format!("{} per move", days(i64::from(*d))),
        TimeControl::Fischer {
            base_days,
            increment_days,
        } => format!(
            "Fischer {base_days}+{increment_days} (a bank of {} that gains {} per move, up to {})",
            days(i64::from(*base_days)),
            days(i64::from(*increment_days)),
            days(i64::from(*base_days))
        ),
    };
    match text {
        ClockText::Duration(secs) => duration(secs),
        ClockText::Control(c) => control(c),
        ClockText::Line(line) => match line {
            ClockLine::Clocks {
                control: c,
                white,
                black,
                running,
            } => {
                let one = |side: Color, secs: i64| match (running, c) {
                    (Some(r), _) if *r == side => format!("{side} {} left", duration(secs)),
                    (_, TimeControl::DaysPerMove { .. }) => {
                        format!("{side} {} for the next move", duration(secs))
                    }
                    _ => format!("{side} {}", duration(secs)),
                };
                format!(
                    "Clocks ({}): {}, {}.",
                    control(c),
                    one(Color::White, *white),
                    one(Color::Black, *black)
                )
            }
            ClockLine::OnLeave { who, you, until } => format!(
                "{} on leave until {}: {} clock and the silence rule are stopped.",
                if *you { "You are".to_owned() } else { format!("{who} is") },
                w.date(*until),
                if *you { "your" } else { "that player's" }
            ),
            ClockLine::Control(c) => format!("Time control: {}.", control(c)),
            ClockLine::YouGave { secs } => {
                format!("You gave your opponent {} on their clock.", duration(*secs))
            }
            ClockLine::Gave { by, secs } => {
                format!("{by} gave you {} on your clock.", duration(*secs))
            }
            ClockLine::OutOfTime(loser) => {
                format!("{loser} did not act before the deadline and loses on time.")
            }
            ClockLine::LeaveBooked {
                from,
                until,
                started,
            } => {
                if *started {
                    format!(
                        "You are on leave until {}: the clocks of all your games are stopped, and your opponents are told.",
                        w.date(*until)
                    )
                } else {
                    format!(
                        "Your leave from {} to {} is booked: the clocks of your games will stop then, and your opponents will be told.",
                        w.date(*from),
                        w.date(*until)
                    )
                }
            }
            ClockLine::LeaveLeft {
                year,
                secs,
                allowance_days,
            } => format!(
                "Leave left in {year}: {} of {allowance_days}.",
                days(whole_days(*secs))
            ),
            ClockLine::LeaveRefused(refusal) => match refusal {
                LeaveRefusal::NotOffered => {
                    "Not done: this pawnpost offers no leave.".to_owned()
                }
                LeaveRefusal::Overlaps { from, until } => format!(
                    "Not done: you have leave from {} to {} already; send Back first to end or cancel it.",
                    w.date(*from),
                    w.date(*until)
                ),
                LeaveRefusal::Allowance {
                    year,
                    left_secs,
                    asked_secs,
                } => format!(
                    "Not done: you asked for {} of leave in {year}, and {} {} left.",
                    duration(*asked_secs),
                    days(whole_days(*left_secs)),
                    if whole_days(*left_secs) == 1 { "is" } else { "are" }
                ),
                LeaveRefusal::Past => "Not done: that leave would be over before it began.".to_owned(),
                LeaveRefusal::TooFar => {
                    "Not done: leave can be booked at most a year ahead.".to_owned()
                }
            },
            ClockLine::LeaveEnded => {
                "Welcome back: your leave has ended, and your clocks run again.".to_owned()
            }
            ClockLine::LeaveCancelled { from, until } => format!(
                "Your leave from {} to {} is cancelled.",
                w.date(*from),
                w.date(*until)
            ),
            ClockLine::NotOnLeave => {
                "You are not on leave, and no leave is booked.".to_owned()
            }
            ClockLine::OpponentOnLeave { who, until } => format!(
                "{who} is on leave until {}. Meanwhile {who}'s clock and the silence rule are stopped; your own clock runs as usual.",
                w.date(*until)
            ),
            ClockLine::OpponentBack { who } => {
                format!("{who} is back from leave; the clocks run again.")
            }
            ClockLine::DeadlineMoved {
                game,
                who,
                you,
                deadline,
                ..
            } => format!(
                "Game #{game}: {} now by {}.",
                if *you { "your move".to_owned() } else { format!("{who} to act") },
                w.date(*deadline)
            ),
            ClockLine::Outage { from, until } => format!(
                "pawnpost could not read its mail from {} to {}. Every clock that ran meanwhile got that time back:",
                w.date(*from),
                w.date(*until)
            ),
            ClockLine::Calendar { on: true } => {
                "Your \"your move\" mails carry the deadline as a calendar file again.".to_owned()
            }
            ClockLine::Calendar { on: false } => {
                "Your mails no longer carry a calendar file; send Calendar on to have it again."
                    .to_owned()
            }
            ClockLine::CalendarSummary { game } => format!("Your move in game #{game} — deadline"),
            ClockLine::CalendarDescription { game } => format!(
                "Your move in the correspondence game #{game}: reply to pawnpost's latest mail of the game before this deadline."
            ),
            ClockLine::CalendarAlarm { game } => {
                format!("One day left for your move in game #{game}")
            }
        },
        ClockText::Topic(topic) => match topic {
            ClockTopic::Leave => "your leave".to_owned(),
            ClockTopic::Back => "welcome back".to_owned(),
            ClockTopic::OpponentOnLeave { who, until } => {
                format!("{who} is on leave until {}", w.date(*until))
            }
            ClockTopic::OpponentBack { who } => format!("{who} is back"),
            ClockTopic::Outage => "your clocks got time back".to_owned(),
            ClockTopic::Calendar => "calendar".to_owned(),
        },
        ClockText::Refusal(refusal) => match refusal {
            ClockRefusal::NoClockToGive => "This game has no clock to give time on: only the silence rule applies, and any mail of your opponent's restarts it.".to_owned(),
            ClockRefusal::GiftOutOfRange { max } => {
                format!("You can give from 1 to {max} days at a time.")
            }
            ClockRefusal::ControlOutOfRange { max } => format!(
                "A time control may name from 1 to {max} days (and a Fischer increment no more than its starting days)."
            ),
        },
        ClockText::Problem(problem) => problem.to_string(),
        ClockText::Command(command) => command.to_string(),
    }
}

pub(super) fn german(w: &dyn Catalogue, text: ClockText<'_>) -> String {
    let duration = |secs: i64| {
        span(
            secs,
            ("Tag", "Tage"),
            ("Stunde", "Stunden"),
            "weniger als eine Stunde",
            " und ",
        )
    };
    let days = |n: i64| {
        if n == 1 {
            "1 Tag".to_owned()
        } else {
            format!("{n} Tage")
        }
    };
    let day = |d: &crate::command::Day| format!("{:02}.{:02}.{:04}", d.day, d.month, d.year);
    let control = |c: &TimeControl| match c {
        TimeControl::DaysPerMove { days: d } => format!("{} pro Zug", days(i64::from(*d))),
        TimeControl::Fischer {
            base_days,
            increment_days,
        } => format!(
            "Fischer {base_days}+{increment_days} (ein Zeitkonto von {}, das pro Zug um {} wächst, höchstens auf {})",
            days(i64::from(*base_days)),
            days(i64::from(*increment_days)),
            days(i64::from(*base_days))
        ),
    };
    match text {
        ClockText::Duration(secs) => duration(secs),
        ClockText::Control(c) => control(c),
        ClockText::Line(line) => match line {
            ClockLine::Clocks {
                control: c,
                white,
                black,
                running,
            } => {
                let one = |side: Color, secs: i64| match (running, c) {
                    (Some(r), _) if *r == side => {
                        format!("{} noch {}", w.color(side), duration(secs))
                    }
                    (_, TimeControl::DaysPerMove { .. }) => {
                        format!("{} {} für den nächsten Zug", w.color(side), duration(secs))
                    }
                    _ => format!("{} {}", w.color(side), duration(secs)),
                };
                format!(
                    "Bedenkzeit ({}): {}, {}.",
                    control(c),
                    one(Color::White, *white),
                    one(Color::Black, *black)
                )
            }
            ClockLine::OnLeave { who, you, until } => {
                if *you {
                    format!(
                        "Du bist bis {} im Urlaub: Deine Uhr und die Frist stehen still.",
                        w.date(*until)
                    )
                } else {
                    format!(
                        "{} ist bis {} im Urlaub: Die Uhr von {} und die Frist stehen still.",
                        w.color(*who),
                        w.date(*until),
                        w.color(*who)
                    )
                }
            }
            ClockLine::Control(c) => format!("Bedenkzeit: {}.", control(c)),
            ClockLine::YouGave { secs } => {
                format!("Du hast deinem Gegner {} Bedenkzeit geschenkt.", duration(*secs))
            }
            ClockLine::Gave { by, secs } => format!(
                "{} hat dir {} Bedenkzeit geschenkt.",
                w.color(*by),
                duration(*secs)
            ),
            ClockLine::OutOfTime(loser) => format!(
                "{} hat nicht vor Ablauf der Frist reagiert und verliert durch Zeitüberschreitung.",
                w.color(*loser)
            ),
            ClockLine::LeaveBooked {
                from,
                until,
                started,
            } => {
                if *started {
                    format!(
                        "Du bist bis {} im Urlaub: Die Uhren all deiner Partien stehen still, und deine Gegner wissen Bescheid.",
                        w.date(*until)
                    )
                } else {
                    format!(
                        "Dein Urlaub vom {} bis {} ist eingetragen: Dann stehen die Uhren deiner Partien still, und deine Gegner erfahren es.",
                        w.date(*from),
                        w.date(*until)
                    )
                }
            }
            ClockLine::LeaveLeft {
                year,
                secs,
                allowance_days,
            } => format!(
                "Verbleibender Urlaub {year}: {} von {allowance_days} Tagen.",
                whole_days(*secs)
            ),
            ClockLine::LeaveRefused(refusal) => match refusal {
                LeaveRefusal::NotOffered => {
                    "Nicht ausgeführt: Dieses pawnpost bietet keinen Urlaub an.".to_owned()
                }
                LeaveRefusal::Overlaps { from, until } => format!(
                    "Nicht ausgeführt: Du hast schon Urlaub vom {} bis {}; sende zuerst Zurück, um ihn zu beenden oder abzusagen.",
                    w.date(*from),
                    w.date(*until)
                ),
                LeaveRefusal::Allowance {
                    year,
                    left_secs,
                    asked_secs,
                } => format!(
                    "Nicht ausgeführt: Du möchtest {year} {} Urlaub nehmen, übrig {} aber nur noch {}.",
                    duration(*asked_secs),
                    if whole_days(*left_secs) == 1 { "ist" } else { "sind" },
                    days(whole_days(*left_secs))
                ),
                LeaveRefusal::Past => {
                    "Nicht ausgeführt: Dieser Urlaub wäre vorbei, bevor er beginnt.".to_owned()
                }
                LeaveRefusal::TooFar => {
                    "Nicht ausgeführt: Urlaub kann höchstens ein Jahr im Voraus eingetragen werden."
                        .to_owned()
                }
            },
            ClockLine::LeaveEnded => {
                "Willkommen zurück: Dein Urlaub ist zu Ende, deine Uhren laufen wieder.".to_owned()
            }
            ClockLine::LeaveCancelled { from, until } => format!(
                "Dein Urlaub vom {} bis {} ist abgesagt.",
                w.date(*from),
                w.date(*until)
            ),
            ClockLine::NotOnLeave => {
                "Du bist nicht im Urlaub, und es ist auch keiner eingetragen.".to_owned()
            }
            ClockLine::OpponentOnLeave { who, until } => format!(
                "{} ist bis {} im Urlaub. Solange stehen die Uhr von {} und die Frist still; deine eigene Uhr läuft wie gewohnt.",
                w.color(*who),
                w.date(*until),
                w.color(*who)
            ),
            ClockLine::OpponentBack { who } => format!(
                "{} ist aus dem Urlaub zurück; die Uhren laufen wieder.",
                w.color(*who)
            ),
            ClockLine::DeadlineMoved {
                game,
                who,
                you,
                deadline,
                ..
            } => {
                if *you {
                    format!("Partie #{game}: Du bist am Zug, Frist jetzt {}.", w.date(*deadline))
                } else {
                    format!(
                        "Partie #{game}: {} ist am Zug, Frist jetzt {}.",
                        w.color(*who),
                        w.date(*deadline)
                    )
                }
            }
            ClockLine::Outage { from, until } => format!(
                "pawnpost konnte vom {} bis {} keine Mails lesen. Jede Uhr, die in der Zeit lief, hat sie zurückbekommen:",
                w.date(*from),
                w.date(*until)
            ),
            ClockLine::Calendar { on: true } => {
                "Deine Mails „Du bist am Zug“ enthalten wieder die Frist als Kalenderdatei."
                    .to_owned()
            }
            ClockLine::Calendar { on: false } => {
                "Deine Mails enthalten keine Kalenderdatei mehr; sende Kalender an, um sie wieder zu bekommen."
                    .to_owned()
            }
            ClockLine::CalendarSummary { game } => {
                format!("Du bist am Zug in Partie #{game} — Frist")
            }
            ClockLine::CalendarDescription { game } => format!(
                "Du bist am Zug in der Fernschachpartie #{game}: Antworte vor Ablauf dieser Frist auf die letzte Mail von pawnpost zu dieser Partie."
            ),
            ClockLine::CalendarAlarm { game } => {
                format!("Noch ein Tag für deinen Zug in Partie #{game}")
            }
        },
        ClockText::Topic(topic) => match topic {
            ClockTopic::Leave => "Dein Urlaub".to_owned(),
            ClockTopic::Back => "Willkommen zurück".to_owned(),
            ClockTopic::OpponentOnLeave { who, until } => {
                format!("{} ist bis {} im Urlaub", w.color(*who), w.date(*until))
            }
            ClockTopic::OpponentBack { who } => format!("{} ist zurück", w.color(*who)),
            ClockTopic::Outage => "Deine Uhren haben Zeit zurückbekommen".to_owned(),
            ClockTopic::Calendar => "Kalender".to_owned(),
        },
        ClockText::Refusal(refusal) => match refusal {
            ClockRefusal::NoClockToGive => "Diese Partie hat keine Uhr, auf die man Zeit schenken kann: Es gilt nur die Frist, und jede Mail deines Gegners startet sie neu.".to_owned(),
            ClockRefusal::GiftOutOfRange { max } => {
                format!("Du kannst auf einmal 1 bis {max} Tage schenken.")
            }
            ClockRefusal::ControlOutOfRange { max } => format!(
                "Eine Bedenkzeit darf 1 bis {max} Tage nennen (und bei Fischer der Zuschlag höchstens so viele Tage wie das Startkonto)."
            ),
        },
        ClockText::Problem(problem) => match problem {
            ClockProblem::GiveDays => {
                "Gib braucht eine Zahl von Tagen, zum Beispiel Gib 2 Tage".to_owned()
            }
            ClockProblem::LeaveSpan => "Urlaub braucht Tage oder Daten, zum Beispiel Urlaub 7 Tage, Urlaub bis 31.12.2026 oder Urlaub vom 24.12.2026 bis 02.01.2027".to_owned(),
            ClockProblem::Date(text) => format!(
                "`{text}` ist kein Datum; schreibe es als 31.12.2026"
            ),
            ClockProblem::CalendarOnOff => "schreibe Kalender aus oder Kalender an".to_owned(),
            ClockProblem::Fischer(text) => format!(
                "`{text}` ist keine Fischer-Bedenkzeit; schreibe die Tage zu Beginn und die Tage pro Zug, zum Beispiel Fischer 10+1"
            ),
        },
        ClockText::Command(command) => match command {
            ClockCommand::Give { days: d } => format!("Gib {}", days(i64::from(*d))),
            ClockCommand::Leave(LeaveSpan::Days(d)) => format!("Urlaub {}", days(i64::from(*d))),
            ClockCommand::Leave(LeaveSpan::Until(to)) => format!("Urlaub bis {}", day(to)),
            ClockCommand::Leave(LeaveSpan::Between { from, to }) => {
                format!("Urlaub vom {} bis {}", day(from), day(to))
            }
            ClockCommand::Back => "Zurück".to_owned(),
            ClockCommand::Calendar { on: true } => "Kalender an".to_owned(),
            ClockCommand::Calendar { on: false } => "Kalender aus".to_owned(),
        },
    }
}

pub(super) fn french(w: &dyn Catalogue, text: ClockText<'_>) -> String {
    let duration = |secs: i64| {
        span(
            secs,
            ("jour", "jours"),
            ("heure", "heures"),
            "moins d'une heure",
            " et ",
        )
    };
    let days = |n: i64| {
        if n < 2 {
            format!("{n} jour")
        } else {
            format!("{n} jours")
        }
    };
    let day = |d: &crate::command::Day| format!("{:02}/{:02}/{:04}", d.day, d.month, d.year);
    // "les Blancs" / "les Noirs", plural.
    let side = |c: Color| c.fold("les Blancs", "les Noirs");
    let capital = |c: Color| c.fold("Les Blancs", "Les Noirs");
    let control = |c: &TimeControl| match c {
        TimeControl::DaysPerMove { days: d } => format!("{} par coup", days(i64::from(*d))),
        TimeControl::Fischer {
            base_days,
            increment_days,
        } => format!(
            "Fischer {base_days}+{increment_days} (une réserve de {} qui augmente de {} par coup, jusqu'à {})",
            days(i64::from(*base_days)),
            days(i64::from(*increment_days)),
            days(i64::from(*base_days))
        ),
    };
    match text {
        ClockText::Duration(secs) => duration(secs),
        ClockText::Control(c) => control(c),
        ClockText::Line(line) => match line {
            ClockLine::Clocks {
                control: c,
                white,
                black,
                running,
            } => {
                let one = |s: Color, secs: i64| match (running, c) {
                    (Some(r), _) if *r == s => {
                        format!("encore {} pour {}", duration(secs), side(s))
                    }
                    (_, TimeControl::DaysPerMove { .. }) => format!(
                        "{} pour le prochain coup {}",
                        duration(secs),
                        s.fold("des Blancs", "des Noirs")
                    ),
                    _ => format!("{} {}", duration(secs), s.fold("aux Blancs", "aux Noirs")),
                };
                format!(
                    "Pendules ({}) : {}, {}.",
                    control(c),
                    one(Color::White, *white),
                    one(Color::Black, *black)
                )
            }
            ClockLine::OnLeave { who, you, until } => {
                if *you {
                    format!(
                        "Vous êtes en congé jusqu'au {} : votre pendule et le délai sont arrêtés.",
                        w.date(*until)
                    )
                } else {
                    format!(
                        "{} sont en congé jusqu'au {} : leur pendule et le délai sont arrêtés.",
                        capital(*who),
                        w.date(*until)
                    )
                }
            }
            ClockLine::Control(c) => format!("Cadence : {}.", control(c)),
            ClockLine::YouGave { secs } => format!(
                "Vous avez accordé {} de plus à votre adversaire.",
                duration(*secs)
            ),
            ClockLine::Gave { by, secs } => format!(
                "{} vous ont accordé {} de plus.",
                capital(*by),
                duration(*secs)
            ),
            ClockLine::OutOfTime(loser) => format!(
                "{} n'ont pas joué avant la fin du délai et perdent au temps.",
                capital(*loser)
            ),
            ClockLine::LeaveBooked {
                from,
                until,
                started,
            } => {
                if *started {
                    format!(
                        "Vous êtes en congé jusqu'au {} : les pendules de toutes vos parties sont arrêtées, et vos adversaires sont prévenus.",
                        w.date(*until)
                    )
                } else {
                    format!(
                        "Votre congé du {} au {} est enregistré : les pendules de vos parties s'arrêteront alors, et vos adversaires seront prévenus.",
                        w.date(*from),
                        w.date(*until)
                    )
                }
            }
            ClockLine::LeaveLeft {
                year,
                secs,
                allowance_days,
            } => format!(
                "Congé restant en {year} : {} sur {allowance_days}.",
                days(whole_days(*secs))
            ),
            ClockLine::LeaveRefused(refusal) => match refusal {
                LeaveRefusal::NotOffered => {
                    "Non exécuté : ce pawnpost ne propose pas de congé.".to_owned()
                }
                LeaveRefusal::Overlaps { from, until } => format!(
                    "Non exécuté : vous avez déjà un congé du {} au {} ; envoyez d'abord De retour pour y mettre fin ou l'annuler.",
                    w.date(*from),
                    w.date(*until)
                ),
                LeaveRefusal::Allowance {
                    year,
                    left_secs,
                    asked_secs,
                } => format!(
                    "Non exécuté : vous demandez {} de congé en {year}, mais il ne vous en reste que {}.",
                    duration(*asked_secs),
                    days(whole_days(*left_secs))
                ),
                LeaveRefusal::Past => {
                    "Non exécuté : ce congé serait terminé avant d'avoir commencé.".to_owned()
                }
                LeaveRefusal::TooFar => {
                    "Non exécuté : un congé se réserve au plus un an à l'avance.".to_owned()
                }
            },
            ClockLine::LeaveEnded => {
                "Bon retour : votre congé est terminé, vos pendules tournent de nouveau.".to_owned()
            }
            ClockLine::LeaveCancelled { from, until } => format!(
                "Votre congé du {} au {} est annulé.",
                w.date(*from),
                w.date(*until)
            ),
            ClockLine::NotOnLeave => {
                "Vous n'êtes pas en congé, et aucun congé n'est enregistré.".to_owned()
            }
            ClockLine::OpponentOnLeave { who, until } => format!(
                "{} sont en congé jusqu'au {}. D'ici là, leur pendule et le délai sont arrêtés ; votre propre pendule tourne normalement.",
                capital(*who),
                w.date(*until)
            ),
            ClockLine::OpponentBack { who } => format!(
                "{} sont de retour de congé ; les pendules tournent de nouveau.",
                capital(*who)
            ),
            ClockLine::DeadlineMoved {
                game,
                who,
                you,
                deadline,
                ..
            } => {
                if *you {
                    format!(
                        "Partie n° {game} : à vous de jouer, délai désormais le {}.",
                        w.date(*deadline)
                    )
                } else {
                    format!(
                        "Partie n° {game} : au tour {} de jouer, délai désormais le {}.",
                        who.fold("des Blancs", "des Noirs"),
                        w.date(*deadline)
                    )
                }
            }
            ClockLine::Outage { from, until } => format!(
                "pawnpost n'a pas pu lire son courrier du {} au {}. Chaque pendule qui tournait pendant ce temps l'a récupéré :",
                w.date(*from),
                w.date(*until)
            ),
            ClockLine::Calendar { on: true } => {
                "Vos messages « à vous de jouer » contiennent de nouveau le délai sous forme de fichier de calendrier."
                    .to_owned()
            }
            ClockLine::Calendar { on: false } => {
                "Vos messages ne contiennent plus de fichier de calendrier ; envoyez Calendrier oui pour le retrouver."
                    .to_owned()
            }
            ClockLine::CalendarSummary { game } => {
                format!("À vous de jouer dans la partie n° {game} — délai")
            }
            ClockLine::CalendarDescription { game } => format!(
                "À vous de jouer dans la partie par correspondance n° {game} : répondez au dernier message de pawnpost sur cette partie avant ce délai."
            ),
            ClockLine::CalendarAlarm { game } => {
                format!("Plus qu'un jour pour jouer dans la partie n° {game}")
            }
        },
        ClockText::Topic(topic) => match topic {
            ClockTopic::Leave => "votre congé".to_owned(),
            ClockTopic::Back => "bon retour".to_owned(),
            ClockTopic::OpponentOnLeave { who, until } => format!(
                "{} sont en congé jusqu'au {}",
                side(*who),
                w.date(*until)
            ),
            ClockTopic::OpponentBack { who } => format!("{} sont de retour", side(*who)),
            ClockTopic::Outage => "vos pendules ont récupéré du temps".to_owned(),
            ClockTopic::Calendar => "calendrier".to_owned(),
        },
        ClockText::Refusal(refusal) => match refusal {
            ClockRefusal::NoClockToGive => "Cette partie n'a pas de pendule à laquelle accorder du temps : seul le délai s'applique, et chaque message de votre adversaire le relance.".to_owned(),
            ClockRefusal::GiftOutOfRange { max } => {
                format!("Vous pouvez accorder de 1 à {max} jours à la fois.")
            }
            ClockRefusal::ControlOutOfRange { max } => format!(
                "Une cadence peut compter de 1 à {max} jours (et, en Fischer, un incrément au plus égal à la réserve de départ)."
            ),
        },
        ClockText::Problem(problem) => match problem {
            ClockProblem::GiveDays => {
                "Donner demande un nombre de jours, par exemple Donner 2 jours".to_owned()
            }
            ClockProblem::LeaveSpan => "Congé demande des jours ou des dates, par exemple Congé 7 jours, Congé jusqu'au 31/12/2026 ou Congé du 24/12/2026 au 02/01/2027".to_owned(),
            ClockProblem::Date(text) => format!(
                "`{text}` n'est pas une date ; écrivez-la sous la forme 31/12/2026"
            ),
            ClockProblem::CalendarOnOff => {
                "écrivez Calendrier non ou Calendrier oui".to_owned()
            }
            ClockProblem::Fischer(text) => format!(
                "`{text}` n'est pas une cadence Fischer ; écrivez les jours de départ et les jours ajoutés par coup, par exemple Fischer 10+1"
            ),
        },
        ClockText::Command(command) => match command {
            ClockCommand::Give { days: d } => format!("Donner {}", days(i64::from(*d))),
            ClockCommand::Leave(LeaveSpan::Days(d)) => format!("Congé {}", days(i64::from(*d))),
            ClockCommand::Leave(LeaveSpan::Until(to)) => format!("Congé jusqu'au {}", day(to)),
            ClockCommand::Leave(LeaveSpan::Between { from, to }) => {
                format!("Congé du {} au {}", day(from), day(to))
            }
            ClockCommand::Back => "De retour".to_owned(),
            ClockCommand::Calendar { on: true } => "Calendrier oui".to_owned(),
            ClockCommand::Calendar { on: false } => "Calendrier non".to_owned(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_in_days_and_hours() {
        let en = |s| span(s, ("day", "days"), ("hour", "hours"), "none", " ");
        assert_eq!(en(0), "none");
        assert_eq!(en(3 * 86_400), "3 days");
        assert_eq!(en(86_400 + 5 * 3600 + 59), "1 day 5 hours");
        assert_eq!(en(3600), "1 hour");
    }
}
