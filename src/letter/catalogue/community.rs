//! The community's words in English, German ("du") and French ("vous"): every
//! [`CommunityLine`], the community commands as players write them, the problems with
//! their arguments, and the crosstable.

use crate::command::TimeControl;
use crate::command::community::{CommunityCommand, CommunityProblem, RatingRange};
use crate::community::standings::{Crosstable, points_text, quarters_text};
use crate::community::{NameProblem, RatingChange, Unrated};
use crate::game::ClockRefusal;
use crate::game::GameResult;
use crate::letter::ClockText;
use crate::letter::CommunityLine;
use crate::letter::community::{CommunityTopic, HistoryResult};
use crate::notation::Language;
use crate::rules::Color;

use Language::{English, French, German};

fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string().replace('-', "−")
    }
}

/// `1662 → 1680 (+18)`, with the language's word for provisional.
fn change(language: Language, c: &RatingChange) -> String {
    let provisional = match (c.provisional, language) {
        (false, _) => "",
        (true, English) => ", provisional",
        (true, German) => ", vorläufig",
        (true, French) => ", provisoire",
    };
    format!(
        "{} → {} ({}{provisional})",
        c.before,
        c.after,
        signed(c.delta())
    )
}

fn mark(provisional: bool) -> &'static str {
    if provisional { "?" } else { "" }
}

fn plural(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn tenths(t: u32, language: Language) -> String {
    let text = format!("{}.{}", t / 10, t % 10);
    match language {
        English => text,
        German | French => text.replace('.', ","),
    }
}

fn range_text(language: Language, range: &Option<RatingRange>) -> String {
    match (range, language) {
        (None, _) => String::new(),
        (Some(r), English) => format!(", opponent rated {} to {}", r.min, r.max),
        (Some(r), German) => format!(", Gegner mit Wertung {} bis {}", r.min, r.max),
        (Some(r), French) => format!(", adversaire classé de {} à {}", r.min, r.max),
    }
}

/// `, 3 days per move` after a seek's kind; nothing for the silence rule alone.
fn control_text(language: Language, control: &Option<TimeControl>) -> String {
    control.as_ref().map_or_else(String::new, |c| {
        format!(
            ", {}",
            crate::letter::catalogue(language).clock(ClockText::Control(c))
        )
    })
}

/// Why a seek's time control was refused, in the clock catalogue's own words.
fn control_refusal(language: Language, max: u32) -> String {
    crate::letter::catalogue(language)
        .clock(ClockText::Refusal(&ClockRefusal::ControlOutOfRange { max }))
}

fn rated_word(language: Language, casual: bool) -> &'static str {
    match (language, casual) {
        (English, false) => "rated",
        (English, true) => "casual",
        (German, false) => "gewertet",
        (German, true) => "ungewertet",
        (French, false) => "comptant pour le classement",
        (French, true) => "amicale",
    }
}

fn round_robin(language: Language, double: bool) -> &'static str {
    match (language, double) {
        (English, false) => "single round robin",
        (English, true) => "double round robin",
        (German, false) => "einfaches Rundenturnier",
        (German, true) => "doppeltes Rundenturnier",
        (French, false) => "toutes rondes simple",
        (French, true) => "toutes rondes aller-retour",
    }
}

fn name_problem(language: Language, problem: &NameProblem) -> String {
    match (language, problem) {
        (English, NameProblem::TooShort { min }) => format!("it needs at least {min} characters"),
        (English, NameProblem::TooLong { max }) => format!("it may have at most {max} characters"),
        (English, NameProblem::BadCharacter(c)) => {
            format!("`{c}` is not allowed; use the letters a–z, digits, _ and -")
        }
        (English, NameProblem::Address) => "a mail address cannot be a name".to_owned(),
        (English, NameProblem::Reserved) => {
            "names like player12 are how pawnpost shows players without a name".to_owned()
        }
        (English, NameProblem::Taken) => "another player has it".to_owned(),
        (German, NameProblem::TooShort { min }) => format!("Er braucht mindestens {min} Zeichen"),
        (German, NameProblem::TooLong { max }) => format!("Er darf höchstens {max} Zeichen haben"),
        (German, NameProblem::BadCharacter(c)) => {
            format!("`{c}` ist nicht erlaubt; verwende die Buchstaben a–z, Ziffern, _ und -")
        }
        (German, NameProblem::Address) => "Eine Mailadresse kann kein Name sein".to_owned(),
        (German, NameProblem::Reserved) => {
            "Namen wie player12 zeigt pawnpost für Spieler ohne Namen".to_owned()
        }
        (German, NameProblem::Taken) => "Ein anderer Spieler trägt ihn schon".to_owned(),
        (French, NameProblem::TooShort { min }) => format!("il faut au moins {min} caractères"),
        (French, NameProblem::TooLong { max }) => format!("il ne peut dépasser {max} caractères"),
        (French, NameProblem::BadCharacter(c)) => {
            format!("« {c} » n'est pas permis ; utilisez les lettres a–z, les chiffres, _ et -")
        }
        (French, NameProblem::Address) => {
            "une adresse électronique ne peut pas servir de nom".to_owned()
        }
        (French, NameProblem::Reserved) => {
            "les noms comme player12 désignent les joueurs sans nom".to_owned()
        }
        (French, NameProblem::Taken) => "un autre joueur le porte déjà".to_owned(),
    }
}

fn unrated(language: Language, why: Unrated) -> &'static str {
    match (language, why) {
        (English, Unrated::Casual) => "This game was casual: no rating changed.",
        (English, Unrated::Cancelled) => "A cancelled game is not rated.",
        (English, Unrated::TooShort) => {
            "Not rated: the game was decided before each player had made two moves."
        }
        (English, Unrated::Withdrawal) => {
            "Not rated: the game ended with a withdrawal from the tournament."
        }
        (English, Unrated::Older) => "Not rated: the game began before pawnpost kept ratings.",
        (German, Unrated::Casual) => {
            "Diese Partie war ungewertet; keine Wertung hat sich geändert."
        }
        (German, Unrated::Cancelled) => "Eine abgebrochene Partie wird nicht gewertet.",
        (German, Unrated::TooShort) => {
            "Nicht gewertet: Die Partie war entschieden, bevor jeder zwei Züge gemacht hatte."
        }
        (German, Unrated::Withdrawal) => {
            "Nicht gewertet: Die Partie endete mit einem Rückzug aus dem Turnier."
        }
        (German, Unrated::Older) => {
            "Nicht gewertet: Die Partie begann, bevor pawnpost Wertungen führte."
        }
        (French, Unrated::Casual) => "Cette partie était amicale : aucun classement n'a changé.",
        (French, Unrated::Cancelled) => "Une partie annulée ne compte pas pour le classement.",
        (French, Unrated::TooShort) => {
            "Partie non classée : elle a été décidée avant que chacun ait joué deux coups."
        }
        (French, Unrated::Withdrawal) => {
            "Partie non classée : elle s'est terminée par un retrait du tournoi."
        }
        (French, Unrated::Older) => {
            "Partie non classée : elle a commencé avant que pawnpost tienne un classement."
        }
    }
}

fn color(language: Language, color: Color) -> &'static str {
    match language {
        English => color.fold("White", "Black"),
        German => color.fold("Weiß", "Schwarz"),
        French => color.fold("Blancs", "Noirs"),
    }
}

fn history_result(language: Language, r: &HistoryResult) -> String {
    let score = match r.result.winner() {
        _ if r.result == GameResult::Cancelled => 3,
        None => 1,
        Some(winner) if winner == r.color => 0,
        Some(_) => 2,
    };
    let said = match language {
        English => ["won", "drawn", "lost", "cancelled"][score],
        German => ["gewonnen", "remis", "verloren", "abgebrochen"][score],
        French => ["gagnée", "nulle", "perdue", "annulée"][score],
    };
    let rated = match (r.rated, language) {
        (false, _) => "",
        (true, English) => ", rated",
        (true, German) => ", gewertet",
        (true, French) => ", classée",
    };
    match language {
        English => format!(
            "#{}  {} against {}: {} ({}{rated})",
            r.game,
            color(language, r.color),
            r.opponent,
            said,
            r.result.pgn()
        ),
        German => format!(
            "#{}  mit {} gegen {}: {} ({}{rated})",
            r.game,
            color(language, r.color),
            r.opponent,
            said,
            r.result.pgn()
        ),
        French => format!(
            "n° {}  avec les {} contre {} : {} ({}{rated})",
            r.game,
            color(language, r.color),
            r.opponent,
            said,
            r.result.pgn()
        ),
    }
}

fn subject(language: Language, topic: &CommunityTopic) -> String {
    match (language, topic) {
        (English, CommunityTopic::Name) => "your name".to_owned(),
        (English, CommunityTopic::Rating) => "your rating".to_owned(),
        (English, CommunityTopic::Top) => "top list".to_owned(),
        (English, CommunityTopic::Player(p)) => format!("player {p}"),
        (English, CommunityTopic::Seeks) => "open seeks".to_owned(),
        (English, CommunityTopic::SeekExpired) => "your seek expired".to_owned(),
        (English, CommunityTopic::Tournament(t)) => format!("tournament {t}"),
        (English, CommunityTopic::Standings { name, over: false }) => {
            format!("standings of {name}")
        }
        (English, CommunityTopic::Standings { name, over: true }) => {
            format!("final standings of {name}")
        }
        (German, CommunityTopic::Name) => "Dein Name".to_owned(),
        (German, CommunityTopic::Rating) => "Deine Wertung".to_owned(),
        (German, CommunityTopic::Top) => "Rangliste".to_owned(),
        (German, CommunityTopic::Player(p)) => format!("Spieler {p}"),
        (German, CommunityTopic::Seeks) => "Offene Gesuche".to_owned(),
        (German, CommunityTopic::SeekExpired) => "Deine Suche ist abgelaufen".to_owned(),
        (German, CommunityTopic::Tournament(t)) => format!("Turnier {t}"),
        (German, CommunityTopic::Standings { name, over: false }) => format!("Tabelle {name}"),
        (German, CommunityTopic::Standings { name, over: true }) => {
            format!("Abschlusstabelle {name}")
        }
        (French, CommunityTopic::Name) => "votre nom".to_owned(),
        (French, CommunityTopic::Rating) => "votre classement Elo".to_owned(),
        (French, CommunityTopic::Top) => "classement".to_owned(),
        (French, CommunityTopic::Player(p)) => format!("joueur {p}"),
        (French, CommunityTopic::Seeks) => "recherches ouvertes".to_owned(),
        (French, CommunityTopic::SeekExpired) => "votre recherche a expiré".to_owned(),
        (French, CommunityTopic::Tournament(t)) => format!("tournoi {t}"),
        (French, CommunityTopic::Standings { name, over: false }) => format!("tableau de {name}"),
        (French, CommunityTopic::Standings { name, over: true }) => {
            format!("tableau final de {name}")
        }
    }
}

const HELP_EN: &str = "\
Community (others see your name, never your address):
  Name Alice_K (your public name), Rating, Top [100], Player [NAME]
  Seek [casual] [1400-1800] [3 days per move | Fischer 10+1] (an open challenge to anyone), Seeks [2], Cancel Seek
  Join TOURNAMENT, Standings [TOURNAMENT]
Challenges and seeks are rated unless you add casual.";

const HELP_DE: &str = "\
Gemeinschaft (andere sehen deinen Namen, nie deine Adresse):
  Name Alice_K (dein öffentlicher Name), Wertung, Rangliste [100], Spieler [NAME]
  Suche [ungewertet] [1400-1800] [3 Tage pro Zug | Fischer 10+1] (eine offene Herausforderung an alle), Gesuche [2], Suche zurücknehmen
  Teilnehmen TURNIER, Tabelle [TURNIER]
Herausforderungen und Suchen werden gewertet, außer du schreibst ungewertet dazu.";

const HELP_FR: &str = "\
Communauté (les autres voient votre nom, jamais votre adresse) :
  Nom Alice_K (votre nom public), Classement Elo, Classement [100], Joueur [NOM]
  Recherche [amicale] [1400-1800] [3 jours par coup | Fischer 10+1] (un défi ouvert à tous), Recherches [2], Annuler la recherche
  Participer TOURNOI, Tableau [TOURNOI]
Les défis et les recherches comptent pour le classement, sauf si vous ajoutez amicale.";

/// One community sentence in `language`.
pub fn line(language: Language, line: &CommunityLine) -> String {
    match language {
        English => english(line),
        German => german(line),
        French => french(line),
    }
}

fn english(line: &CommunityLine) -> String {
    use CommunityLine as L;
    let lang = English;
    match line {
        L::Help => HELP_EN.to_owned(),
        L::Subject(topic) => subject(lang, topic),
        L::NameSet(name) => format!(
            "Your public name is now {name}. Everyone else sees it instead of your address."
        ),
        L::NameRefused {
            name: Some(name),
            why,
        } => format!(
            "The name `{name}` cannot be used: {}.",
            name_problem(lang, why)
        ),
        L::NameRefused { name: None, why } => {
            format!("That name cannot be used: {}.", name_problem(lang, why))
        }
        L::YourRating {
            rating,
            deviation,
            games,
            provisional,
        } => format!(
            "Your rating is {rating}{} after {}; rating deviation {deviation}.",
            if *provisional { " (provisional)" } else { "" },
            plural(u64::from(*games), "rated game", "rated games")
        ),
        L::NoRatedGames => {
            "You have not finished a rated game yet; everyone starts at 1500.".to_owned()
        }
        L::LastChange { game, change: c } => {
            format!("Your last rated game, #{game}: {}.", change(lang, c))
        }
        L::GameRated {
            you,
            opponent,
            theirs,
        } => format!(
            "Rated game: your rating {}; {opponent}: {}.",
            change(lang, you),
            change(lang, theirs)
        ),
        L::GameNotRated(why) => unrated(lang, *why).to_owned(),
        L::ChallengeRated(true) => "The game will be rated.".to_owned(),
        L::ChallengeRated(false) => "The game will be casual (not rated).".to_owned(),
        L::KnownAs(label) => format!(
            "Others see you as {label}; send Name and a name of your choice to change that."
        ),
        L::TopHeading { min_games } => format!(
            "The best rated players (at least {}; ? marks a provisional rating):",
            plural(u64::from(*min_games), "rated game", "rated games")
        ),
        L::TopEntry {
            rank,
            label,
            rating,
            provisional,
            games,
        } => format!(
            "{rank:>3}. {label}  {rating}{}  ({})",
            mark(*provisional),
            plural(u64::from(*games), "game", "games")
        ),
        L::TopEmpty => "No one is on the list yet: no rated game has ended.".to_owned(),
        L::NoSuchPlayer(Some(name)) => format!("There is no player called {name}."),
        L::NoSuchPlayer(None) => "There is no player by that name.".to_owned(),
        L::PlayerByNameOnly => "Players are looked up by their public name (as Top and Seeks show it), never by their address.".to_owned(),
        L::QuestionsPerMail(n) => format!("I answer {n} different questions about players, ratings, seeks and tournaments per mail; ask the others in another mail."),
        L::PlayerHeading(label) => format!("Player {label}"),
        L::PlayerRating {
            rating,
            provisional,
            games,
        } => {
            if *games == 0 {
                "Rating: none yet (no rated game finished).".to_owned()
            } else {
                format!(
                    "Rating: {rating}{} after {}.",
                    if *provisional { " (provisional)" } else { "" },
                    plural(u64::from(*games), "rated game", "rated games")
                )
            }
        }
        L::PlayerRecord {
            played,
            won,
            drawn,
            lost,
            lost_on_time,
        } => format!(
            "Finished games: {played} — won {won}, drawn {drawn}, lost {lost} (of which on time: {lost_on_time})."
        ),
        L::PlayerSpeed { tenths: Some(t), games } => format!(
            "Average time per move over the last {}: {} days.",
            plural(u64::from(*games), "game", "games"),
            tenths(*t, lang)
        ),
        L::PlayerSpeed { tenths: None, .. } => "No moves yet to time.".to_owned(),
        L::ResultsHeading => "Last results:".to_owned(),
        L::Result(r) => history_result(lang, r),
        L::CurrentHeading => "Current games:".to_owned(),
        L::Current {
            game,
            opponent,
            color: c,
            fullmove,
        } => format!("#{game}  {} against {opponent}, move {fullmove}", color(lang, *c)),
        L::NoneYet => "none".to_owned(),
        L::SeekPosted {
            casual,
            range,
            control,
            days,
        } => format!(
            "Your seek is posted: a {} game{}{}. The first player whose seek fits starts a game with you; your seek stays open for {}. Send Cancel Seek to withdraw it.",
            rated_word(lang, *casual),
            range_text(lang, range),
            control_text(lang, control),
            plural(u64::from(*days), "day", "days")
        ),
        L::SeekReplaced => "It replaces your earlier seek: one open seek per player.".to_owned(),
        L::SeekControlOutOfRange { control, max } => format!(
            "Your seek is not posted: {}. {}",
            super::clock::control_command(lang, control),
            control_refusal(lang, *max)
        ),
        L::SeekMatched {
            opponent,
            rating,
            casual,
        } => format!(
            "Your seek was matched: a {} game against {opponent} ({rating}); the colours were drawn at random.",
            rated_word(lang, *casual)
        ),
        L::SeeksHeading => "Open seeks (send Seek to be matched with the first one that fits):".to_owned(),
        L::SeekEntry {
            label,
            rating,
            provisional,
            casual,
            range,
            control,
            days_ago,
            yours,
        } => format!(
            "{label} ({rating}{}), {}{}{}, {}{}",
            mark(*provisional),
            rated_word(lang, *casual),
            range_text(lang, range),
            control_text(lang, control),
            match days_ago {
                0 => "posted today".to_owned(),
                n => format!("posted {} ago", plural(*n as u64, "day", "days")),
            },
            if *yours { " — yours" } else { "" }
        ),
        L::NoSeeks => "No open seeks at the moment. Send Seek to post one.".to_owned(),
        L::SeeksPage { page, pages, total } if page < pages => format!(
            "Page {page} of {pages} ({total} open seeks). Send Seeks {} for the next page.",
            page + 1
        ),
        L::SeeksPage { page, pages, total } => {
            format!("Page {page} of {pages} ({total} open seeks), the last. Send Seeks for the first.")
        }
        L::NoSuchSeeksPage { asked, pages: 1 } => {
            format!("There is no page {asked}: the open seeks fit on one page.")
        }
        L::NoSuchSeeksPage { asked, pages } => {
            format!("There is no page {asked}: the open seeks fill {pages} pages. Here is the last.")
        }
        L::SeekCancelled => "Your seek is withdrawn.".to_owned(),
        L::NoSeekToCancel => "You have no open seek.".to_owned(),
        L::SeekExpired { days } => format!(
            "Your seek found no opponent within {} and expired. Send Seek to post it again.",
            plural(u64::from(*days), "day", "days")
        ),
        L::TooManyGamesToSeek { max } => format!(
            "You already play the most games allowed ({max}); a seek would start one more."
        ),
        L::OpenTournamentsHeading => "Tournaments open for joining:".to_owned(),
        L::OpenTournament {
            name,
            taken,
            size,
            double,
            control,
        } => format!(
            "{name}: {}{}, {taken} of {size} seats taken — send Join {name}",
            round_robin(lang, *double),
            control_text(lang, control)
        ),
        L::Joined { name, taken, size } => format!(
            "You joined {name} ({taken} of {size} seats taken). It begins when the last seat is taken; each of your games then comes in its own mail."
        ),
        L::AlreadyJoined(name) => format!("You have joined {name} already."),
        L::NoSuchTournament(Some(name)) => format!("There is no tournament called {name}."),
        L::NoSuchTournament(None) => "There is no tournament by that name.".to_owned(),
        L::NotOpen(name) => format!("{name} is not open for joining: it has begun or is over."),
        L::TournamentBegins {
            name,
            players,
            games,
        } => format!(
            "The tournament {name} begins: {players} players, {} in all, every one started now. Each of your games comes in its own mail.",
            plural(u64::from(*games), "game", "games")
        ),
        L::TournamentGame {
            name,
            round,
            rounds,
        } => format!("A game of the tournament {name}, round {round} of {rounds}."),
        L::TooBusyToJoin {
            active,
            needed,
            max,
        } => format!(
            "Joining would give you {needed} more games, but you play {active} already and the limit is {max}."
        ),
        L::WhichTournament => {
            "Which tournament? Write Standings and the tournament's name.".to_owned()
        }
        L::StandingsHeading {
            name,
            double,
            finished,
            total,
            over,
        } => {
            if *over {
                format!(
                    "Final standings of {name} ({}, all {total} games over). Ties are broken by Sonneborn–Berger (SB).",
                    round_robin(lang, *double)
                )
            } else {
                format!(
                    "Standings of {name} ({}) after {finished} of {total} games. Ties are broken by Sonneborn–Berger (SB).",
                    round_robin(lang, *double)
                )
            }
        }
        L::WithdrawnMark => "† withdrawn".to_owned(),
        L::Withdrawn(name) => format!(
            "The admin withdrew you from the tournament {name}; your unfinished games in it have ended."
        ),
        L::WithdrawalNote { name, loser } => format!(
            "{} was withdrawn from the tournament {name}: the game ends as a loss for {}.",
            color(lang, *loser),
            color(lang, *loser)
        ),
    }
}

fn german(line: &CommunityLine) -> String {
    use CommunityLine as L;
    let lang = German;
    match line {
        L::Help => HELP_DE.to_owned(),
        L::Subject(topic) => subject(lang, topic),
        L::NameSet(name) => format!(
            "Dein öffentlicher Name ist jetzt {name}. Alle anderen sehen ihn statt deiner Adresse."
        ),
        L::NameRefused {
            name: Some(name),
            why,
        } => format!(
            "Den Namen `{name}` kannst du nicht verwenden: {}.",
            name_problem(lang, why)
        ),
        L::NameRefused { name: None, why } => format!(
            "Diesen Namen kannst du nicht verwenden: {}.",
            name_problem(lang, why)
        ),
        L::YourRating {
            rating,
            deviation,
            games,
            provisional,
        } => format!(
            "Deine Wertung ist {rating}{} nach {}; Wertungsabweichung {deviation}.",
            if *provisional { " (vorläufig)" } else { "" },
            plural(u64::from(*games), "gewerteten Partie", "gewerteten Partien")
        ),
        L::NoRatedGames => {
            "Du hast noch keine gewertete Partie beendet; alle beginnen mit 1500.".to_owned()
        }
        L::LastChange { game, change: c } => {
            format!("Deine letzte gewertete Partie, #{game}: {}.", change(lang, c))
        }
        L::GameRated {
            you,
            opponent,
            theirs,
        } => format!(
            "Gewertete Partie: deine Wertung {}; {opponent}: {}.",
            change(lang, you),
            change(lang, theirs)
        ),
        L::GameNotRated(why) => unrated(lang, *why).to_owned(),
        L::ChallengeRated(true) => "Die Partie wird gewertet.".to_owned(),
        L::ChallengeRated(false) => "Die Partie wird nicht gewertet.".to_owned(),
        L::KnownAs(label) => format!(
            "Andere sehen dich als {label}; sende Name und einen Namen deiner Wahl, um das zu ändern."
        ),
        L::TopHeading { min_games } => format!(
            "Die bestbewerteten Spieler (mindestens {}; ? kennzeichnet eine vorläufige Wertung):",
            plural(u64::from(*min_games), "gewertete Partie", "gewertete Partien")
        ),
        L::TopEntry {
            rank,
            label,
            rating,
            provisional,
            games,
        } => format!(
            "{rank:>3}. {label}  {rating}{}  ({})",
            mark(*provisional),
            plural(u64::from(*games), "Partie", "Partien")
        ),
        L::TopEmpty => {
            "Die Liste ist noch leer: Noch keine gewertete Partie ist beendet.".to_owned()
        }
        L::NoSuchPlayer(Some(name)) => format!("Es gibt keinen Spieler namens {name}."),
        L::NoSuchPlayer(None) => "Es gibt keinen Spieler mit diesem Namen.".to_owned(),
        L::PlayerByNameOnly => "Spieler findest du über ihren öffentlichen Namen (so wie Rangliste und Gesuche sie zeigen), nie über ihre Adresse.".to_owned(),
        L::QuestionsPerMail(n) => format!("Ich beantworte pro Mail {n} verschiedene Fragen zu Spielern, Wertungen, Gesuchen und Turnieren; stelle die übrigen in einer weiteren Mail."),
        L::PlayerHeading(label) => format!("Spieler {label}"),
        L::PlayerRating {
            rating,
            provisional,
            games,
        } => {
            if *games == 0 {
                "Wertung: noch keine (keine gewertete Partie beendet).".to_owned()
            } else {
                format!(
                    "Wertung: {rating}{} nach {}.",
                    if *provisional { " (vorläufig)" } else { "" },
                    plural(u64::from(*games), "gewerteten Partie", "gewerteten Partien")
                )
            }
        }
        L::PlayerRecord {
            played,
            won,
            drawn,
            lost,
            lost_on_time,
        } => format!(
            "Beendete Partien: {played} — {won} gewonnen, {drawn} remis, {lost} verloren (davon durch Zeitüberschreitung: {lost_on_time})."
        ),
        L::PlayerSpeed { tenths: Some(t), games } => format!(
            "Durchschnittliche Bedenkzeit pro Zug in den letzten {}: {} Tage.",
            plural(u64::from(*games), "Partie", "Partien"),
            tenths(*t, lang)
        ),
        L::PlayerSpeed { tenths: None, .. } => "Noch keine Züge, deren Zeit man messen könnte.".to_owned(),
        L::ResultsHeading => "Letzte Ergebnisse:".to_owned(),
        L::Result(r) => history_result(lang, r),
        L::CurrentHeading => "Laufende Partien:".to_owned(),
        L::Current {
            game,
            opponent,
            color: c,
            fullmove,
        } => format!("#{game}  mit {} gegen {opponent}, Zug {fullmove}", color(lang, *c)),
        L::NoneYet => "keine".to_owned(),
        L::SeekPosted {
            casual,
            range,
            control,
            days,
        } => format!(
            "Deine Suche steht: eine {} Partie{}{}. Der erste Spieler, dessen Suche passt, beginnt mit dir eine Partie; deine Suche bleibt {} offen. Mit Suche zurücknehmen ziehst du sie zurück.",
            if *casual { "ungewertete" } else { "gewertete" },
            range_text(lang, range),
            control_text(lang, control),
            plural(u64::from(*days), "Tag", "Tage")
        ),
        L::SeekReplaced => "Sie ersetzt deine frühere Suche: Jeder hat höchstens eine offene Suche.".to_owned(),
        L::SeekControlOutOfRange { control, max } => format!(
            "Deine Suche steht nicht: {}. {}",
            super::clock::control_command(lang, control),
            control_refusal(lang, *max)
        ),
        L::SeekMatched {
            opponent,
            rating,
            casual,
        } => format!(
            "Deine Suche hat einen Gegner gefunden: eine {} Partie gegen {opponent} ({rating}); die Farben wurden ausgelost.",
            if *casual { "ungewertete" } else { "gewertete" }
        ),
        L::SeeksHeading => "Offene Gesuche (sende Suche, um mit dem ersten passenden gepaart zu werden):".to_owned(),
        L::SeekEntry {
            label,
            rating,
            provisional,
            casual,
            range,
            control,
            days_ago,
            yours,
        } => format!(
            "{label} ({rating}{}), {}{}{}, {}{}",
            mark(*provisional),
            rated_word(lang, *casual),
            range_text(lang, range),
            control_text(lang, control),
            match days_ago {
                0 => "seit heute".to_owned(),
                n => format!("seit {}", plural(*n as u64, "Tag", "Tagen")),
            },
            if *yours { " — deine" } else { "" }
        ),
        L::NoSeeks => "Zurzeit gibt es keine offenen Gesuche. Sende Suche, um eines aufzugeben.".to_owned(),
        L::SeeksPage { page, pages, total } if page < pages => format!(
            "Seite {page} von {pages} ({total} offene Gesuche). Sende Gesuche {} für die nächste Seite.",
            page + 1
        ),
        L::SeeksPage { page, pages, total } => format!(
            "Seite {page} von {pages} ({total} offene Gesuche), die letzte. Sende Gesuche für die erste."
        ),
        L::NoSuchSeeksPage { asked, pages: 1 } => {
            format!("Eine Seite {asked} gibt es nicht: Die offenen Gesuche passen auf eine Seite.")
        }
        L::NoSuchSeeksPage { asked, pages } => format!(
            "Eine Seite {asked} gibt es nicht: Die offenen Gesuche füllen {pages} Seiten. Hier ist die letzte."
        ),
        L::SeekCancelled => "Deine Suche ist zurückgenommen.".to_owned(),
        L::NoSeekToCancel => "Du hast keine offene Suche.".to_owned(),
        L::SeekExpired { days } => format!(
            "Deine Suche hat in {} keinen Gegner gefunden und ist abgelaufen. Sende Suche, um es noch einmal zu versuchen.",
            plural(u64::from(*days), "Tag", "Tagen")
        ),
        L::TooManyGamesToSeek { max } => format!(
            "Du spielst schon so viele Partien wie erlaubt ({max}); eine Suche würde eine weitere beginnen."
        ),
        L::OpenTournamentsHeading => "Turniere, bei denen du noch mitspielen kannst:".to_owned(),
        L::OpenTournament {
            name,
            taken,
            size,
            double,
            control,
        } => format!(
            "{name}: {}{}, {taken} von {size} Plätzen vergeben — sende Teilnehmen {name}",
            round_robin(lang, *double),
            control_text(lang, control)
        ),
        L::Joined { name, taken, size } => format!(
            "Du bist bei {name} dabei ({taken} von {size} Plätzen vergeben). Es beginnt, sobald der letzte Platz vergeben ist; dann kommt jede deiner Partien in einer eigenen Mail."
        ),
        L::AlreadyJoined(name) => format!("Du bist bei {name} schon angemeldet."),
        L::NoSuchTournament(Some(name)) => format!("Es gibt kein Turnier namens {name}."),
        L::NoSuchTournament(None) => "Es gibt kein Turnier mit diesem Namen.".to_owned(),
        L::NotOpen(name) => format!(
            "Bei {name} kann man sich nicht mehr anmelden: Es hat schon begonnen oder ist vorbei."
        ),
        L::TournamentBegins {
            name,
            players,
            games,
        } => format!(
            "Das Turnier {name} beginnt: {players} Spieler, insgesamt {}, alle ab sofort. Jede deiner Partien kommt in einer eigenen Mail.",
            plural(u64::from(*games), "Partie", "Partien")
        ),
        L::TournamentGame {
            name,
            round,
            rounds,
        } => format!("Eine Partie des Turniers {name}, Runde {round} von {rounds}."),
        L::TooBusyToJoin {
            active,
            needed,
            max,
        } => format!(
            "Mit dem Turnier kämen {needed} Partien hinzu, aber du spielst schon {active}, und die Grenze liegt bei {max}."
        ),
        L::WhichTournament => {
            "Welches Turnier? Schreibe Tabelle und den Namen des Turniers.".to_owned()
        }
        L::StandingsHeading {
            name,
            double,
            finished,
            total,
            over,
        } => {
            if *over {
                format!(
                    "Abschlusstabelle von {name} ({}, alle {total} Partien beendet). Bei Punktgleichheit entscheidet die Sonneborn-Berger-Wertung (SB).",
                    round_robin(lang, *double)
                )
            } else {
                format!(
                    "Tabelle von {name} ({}) nach {finished} von {total} Partien. Bei Punktgleichheit entscheidet die Sonneborn-Berger-Wertung (SB).",
                    round_robin(lang, *double)
                )
            }
        }
        L::WithdrawnMark => "† zurückgezogen".to_owned(),
        L::Withdrawn(name) => format!(
            "Die Turnierleitung hat dich aus dem Turnier {name} zurückgezogen; deine laufenden Partien darin sind beendet."
        ),
        L::WithdrawalNote { name, loser } => format!(
            "{} wurde aus dem Turnier {name} zurückgezogen; die Partie gilt für {} als verloren.",
            color(lang, *loser),
            color(lang, *loser)
        ),
    }
}

fn french(line: &CommunityLine) -> String {
    use CommunityLine as L;
    let lang = French;
    match line {
        L::Help => HELP_FR.to_owned(),
        L::Subject(topic) => subject(lang, topic),
        L::NameSet(name) => format!(
            "Votre nom public est désormais {name}. Tous les autres le voient à la place de votre adresse."
        ),
        L::NameRefused {
            name: Some(name),
            why,
        } => format!(
            "Le nom « {name} » ne peut pas être utilisé : {}.",
            name_problem(lang, why)
        ),
        L::NameRefused { name: None, why } => format!(
            "Ce nom ne peut pas être utilisé : {}.",
            name_problem(lang, why)
        ),
        L::YourRating {
            rating,
            deviation,
            games,
            provisional,
        } => format!(
            "Votre classement Elo est de {rating}{} après {} ; écart de classement {deviation}.",
            if *provisional { " (provisoire)" } else { "" },
            plural(u64::from(*games), "partie classée", "parties classées")
        ),
        L::NoRatedGames => "Vous n'avez encore terminé aucune partie classée ; tout le monde commence à 1500.".to_owned(),
        L::LastChange { game, change: c } => {
            format!("Votre dernière partie classée, n° {game} : {}.", change(lang, c))
        }
        L::GameRated {
            you,
            opponent,
            theirs,
        } => format!(
            "Partie classée : votre classement {} ; {opponent} : {}.",
            change(lang, you),
            change(lang, theirs)
        ),
        L::GameNotRated(why) => unrated(lang, *why).to_owned(),
        L::ChallengeRated(true) => "La partie comptera pour le classement.".to_owned(),
        L::ChallengeRated(false) => {
            "La partie sera amicale (elle ne comptera pas pour le classement).".to_owned()
        }
        L::KnownAs(label) => format!(
            "Les autres vous voient sous le nom {label} ; envoyez Nom suivi du nom de votre choix pour le changer."
        ),
        L::TopHeading { min_games } => format!(
            "Les joueurs les mieux classés (au moins {} ; ? signale un classement provisoire) :",
            plural(u64::from(*min_games), "partie classée", "parties classées")
        ),
        L::TopEntry {
            rank,
            label,
            rating,
            provisional,
            games,
        } => format!(
            "{rank:>3}. {label}  {rating}{}  ({})",
            mark(*provisional),
            plural(u64::from(*games), "partie", "parties")
        ),
        L::TopEmpty => "Le classement est encore vide : aucune partie classée n'est terminée.".to_owned(),
        L::NoSuchPlayer(Some(name)) => format!("Il n'y a pas de joueur nommé {name}."),
        L::NoSuchPlayer(None) => "Il n'y a pas de joueur de ce nom.".to_owned(),
        L::PlayerByNameOnly => "On cherche un joueur par son nom public (tel que Classement et Recherches l'affichent), jamais par son adresse.".to_owned(),
        L::QuestionsPerMail(n) => format!("Je réponds à {n} questions différentes par courriel sur les joueurs, les classements, les annonces et les tournois ; posez les autres dans un autre courriel."),
        L::PlayerHeading(label) => format!("Joueur {label}"),
        L::PlayerRating {
            rating,
            provisional,
            games,
        } => {
            if *games == 0 {
                "Classement : aucun pour l'instant (aucune partie classée terminée).".to_owned()
            } else {
                format!(
                    "Classement : {rating}{} après {}.",
                    if *provisional { " (provisoire)" } else { "" },
                    plural(u64::from(*games), "partie classée", "parties classées")
                )
            }
        }
        L::PlayerRecord {
            played,
            won,
            drawn,
            lost,
            lost_on_time,
        } => format!(
            "Parties terminées : {played} — {won} gagnées, {drawn} nulles, {lost} perdues (dont au temps : {lost_on_time})."
        ),
        L::PlayerSpeed { tenths: Some(t), games } => format!(
            "Temps moyen par coup sur les {} dernières : {} jours.",
            plural(u64::from(*games), "partie", "parties"),
            tenths(*t, lang)
        ),
        L::PlayerSpeed { tenths: None, .. } => "Pas encore de coup à chronométrer.".to_owned(),
        L::ResultsHeading => "Derniers résultats :".to_owned(),
        L::Result(r) => history_result(lang, r),
        L::CurrentHeading => "Parties en cours :".to_owned(),
        L::Current {
            game,
            opponent,
            color: c,
            fullmove,
        } => format!(
            "n° {game}  avec les {} contre {opponent}, coup {fullmove}",
            color(lang, *c)
        ),
        L::NoneYet => "aucune".to_owned(),
        L::SeekPosted {
            casual,
            range,
            control,
            days,
        } => format!(
            "Votre recherche est publiée : une partie {}{}{}. Le premier joueur dont la recherche convient commence une partie avec vous ; votre recherche reste ouverte {}. Envoyez Annuler la recherche pour la retirer.",
            rated_word(lang, *casual),
            range_text(lang, range),
            control_text(lang, control),
            plural(u64::from(*days), "jour", "jours")
        ),
        L::SeekReplaced => "Elle remplace votre recherche précédente : une seule recherche ouverte par joueur.".to_owned(),
        L::SeekControlOutOfRange { control, max } => format!(
            "Votre recherche n'est pas publiée : {}. {}",
            super::clock::control_command(lang, control),
            control_refusal(lang, *max)
        ),
        L::SeekMatched {
            opponent,
            rating,
            casual,
        } => format!(
            "Votre recherche a trouvé un adversaire : une partie {} contre {opponent} ({rating}) ; les couleurs ont été tirées au sort.",
            rated_word(lang, *casual)
        ),
        L::SeeksHeading => "Recherches ouvertes (envoyez Recherche pour être apparié à la première qui vous convient) :".to_owned(),
        L::SeekEntry {
            label,
            rating,
            provisional,
            casual,
            range,
            control,
            days_ago,
            yours,
        } => format!(
            "{label} ({rating}{}), {}{}{}, {}{}",
            mark(*provisional),
            if *casual { "amicale" } else { "classée" },
            range_text(lang, range),
            control_text(lang, control),
            match days_ago {
                0 => "publiée aujourd'hui".to_owned(),
                n => format!("publiée il y a {}", plural(*n as u64, "jour", "jours")),
            },
            if *yours { " — la vôtre" } else { "" }
        ),
        L::NoSeeks => "Aucune recherche ouverte pour le moment. Envoyez Recherche pour en publier une.".to_owned(),
        L::SeeksPage { page, pages, total } if page < pages => format!(
            "Page {page} sur {pages} ({total} recherches ouvertes). Envoyez Recherches {} pour la page suivante.",
            page + 1
        ),
        L::SeeksPage { page, pages, total } => format!(
            "Page {page} sur {pages} ({total} recherches ouvertes), la dernière. Envoyez Recherches pour la première."
        ),
        L::NoSuchSeeksPage { asked, pages: 1 } => format!(
            "Il n'y a pas de page {asked} : les recherches ouvertes tiennent sur une seule page."
        ),
        L::NoSuchSeeksPage { asked, pages } => format!(
            "Il n'y a pas de page {asked} : les recherches ouvertes occupent {pages} pages. Voici la dernière."
        ),
        L::SeekCancelled => "Votre recherche est retirée.".to_owned(),
        L::NoSeekToCancel => "Vous n'avez aucune recherche ouverte.".to_owned(),
        L::SeekExpired { days } => format!(
            "Votre recherche n'a trouvé aucun adversaire en {} et a expiré. Envoyez Recherche pour la publier à nouveau.",
            plural(u64::from(*days), "jour", "jours")
        ),
        L::TooManyGamesToSeek { max } => format!(
            "Vous jouez déjà le nombre maximal de parties ({max}) ; une recherche en commencerait une de plus."
        ),
        L::OpenTournamentsHeading => "Tournois ouverts aux inscriptions :".to_owned(),
        L::OpenTournament {
            name,
            taken,
            size,
            double,
            control,
        } => format!(
            "{name} : {}{}, {taken} places prises sur {size} — envoyez Participer {name}",
            round_robin(lang, *double),
            control_text(lang, control)
        ),
        L::Joined { name, taken, size } => format!(
            "Vous êtes inscrit à {name} ({taken} places prises sur {size}). Le tournoi commence dès que la dernière place est prise ; chacune de vos parties arrive alors dans son propre message."
        ),
        L::AlreadyJoined(name) => format!("Vous êtes déjà inscrit à {name}."),
        L::NoSuchTournament(Some(name)) => format!("Il n'y a pas de tournoi nommé {name}."),
        L::NoSuchTournament(None) => "Il n'y a pas de tournoi de ce nom.".to_owned(),
        L::NotOpen(name) => format!(
            "Les inscriptions à {name} sont closes : le tournoi a commencé ou est terminé."
        ),
        L::TournamentBegins {
            name,
            players,
            games,
        } => format!(
            "Le tournoi {name} commence : {players} joueurs, {} en tout, toutes commencées dès maintenant. Chacune de vos parties arrive dans son propre message.",
            plural(u64::from(*games), "partie", "parties")
        ),
        L::TournamentGame {
            name,
            round,
            rounds,
        } => format!("Une partie du tournoi {name}, ronde {round} sur {rounds}."),
        L::TooBusyToJoin {
            active,
            needed,
            max,
        } => format!(
            "Le tournoi vous donnerait {needed} parties de plus, mais vous en jouez déjà {active} et la limite est de {max}."
        ),
        L::WhichTournament => {
            "Quel tournoi ? Écrivez Tableau suivi du nom du tournoi.".to_owned()
        }
        L::StandingsHeading {
            name,
            double,
            finished,
            total,
            over,
        } => {
            if *over {
                format!(
                    "Tableau final de {name} ({}, les {total} parties sont terminées). Le départage se fait au Sonneborn-Berger (SB).",
                    round_robin(lang, *double)
                )
            } else {
                format!(
                    "Tableau de {name} ({}) après {finished} parties sur {total}. Le départage se fait au Sonneborn-Berger (SB).",
                    round_robin(lang, *double)
                )
            }
        }
        L::WithdrawnMark => "† retiré".to_owned(),
        L::Withdrawn(name) => format!(
            "L'organisateur vous a retiré du tournoi {name} ; vos parties en cours dans ce tournoi sont terminées."
        ),
        L::WithdrawalNote { name, loser } => format!(
            "Les {} ont été retirés du tournoi {name} : la partie est perdue pour les {}.",
            color(lang, *loser),
            color(lang, *loser)
        ),
    }
}

/// A community command as a player writes it in `language`.
pub fn command(language: Language, command: &CommunityCommand) -> String {
    use CommunityCommand as C;
    let opt = |text: &str, arg: &Option<String>| match arg {
        Some(arg) => format!("{text} {arg}"),
        None => text.to_owned(),
    };
    match (language, command) {
        (English, c) => c.to_string(),
        (German, C::Name(n)) => format!("Name {n}"),
        (German, C::Rating) => "Wertung".to_owned(),
        (German, C::Top(n)) => opt("Rangliste", &n.map(|n| n.to_string())),
        (German, C::Player(p)) => opt("Spieler", p),
        (
            German,
            C::Seek {
                casual,
                range,
                control,
            },
        ) => {
            let mut text = "Suche".to_owned();
            if *casual {
                text.push_str(" ungewertet");
            }
            if let Some(r) = range {
                text.push_str(&format!(" {r}"));
            }
            if let Some(c) = control {
                text.push(' ');
                text.push_str(&super::clock::control_command(language, c));
            }
            text
        }
        (German, C::Seeks(page)) => opt("Gesuche", &page.map(|n| n.to_string())),
        (German, C::CancelSeek) => "Suche zurücknehmen".to_owned(),
        (German, C::Join(t)) => format!("Teilnehmen {t}"),
        (German, C::Standings(t)) => opt("Tabelle", t),
        (French, C::Name(n)) => format!("Nom {n}"),
        (French, C::Rating) => "Classement Elo".to_owned(),
        (French, C::Top(n)) => opt("Classement", &n.map(|n| n.to_string())),
        (French, C::Player(p)) => opt("Joueur", p),
        (
            French,
            C::Seek {
                casual,
                range,
                control,
            },
        ) => {
            let mut text = "Recherche".to_owned();
            if *casual {
                text.push_str(" amicale");
            }
            if let Some(r) = range {
                text.push_str(&format!(" {r}"));
            }
            if let Some(c) = control {
                text.push(' ');
                text.push_str(&super::clock::control_command(language, c));
            }
            text
        }
        (French, C::Seeks(page)) => opt("Recherches", &page.map(|n| n.to_string())),
        (French, C::CancelSeek) => "Annuler la recherche".to_owned(),
        (French, C::Join(t)) => format!("Participer {t}"),
        (French, C::Standings(t)) => opt("Tableau", t),
    }
}

/// Why a community command's arguments could not be read, after "I did not
/// understand …:".
pub fn problem(language: Language, problem: &CommunityProblem) -> String {
    match (language, problem) {
        (English, p) => p.to_string(),
        (German, CommunityProblem::NameMissing) => {
            "Name braucht den gewünschten Namen, zum Beispiel Name Alice_K".to_owned()
        }
        (German, CommunityProblem::TournamentMissing) => {
            "Teilnehmen braucht den Namen des Turniers, zum Beispiel Teilnehmen Frühjahr".to_owned()
        }
        (German, CommunityProblem::BadRange(text)) => format!(
            "`{text}` ist kein Wertungsbereich; schreibe die niedrigste und die höchste Wertung, die du annimmst, zum Beispiel Suche 1400-1800"
        ),
        (French, CommunityProblem::NameMissing) => {
            "Nom doit être suivi du nom souhaité, par exemple Nom Alice_K".to_owned()
        }
        (French, CommunityProblem::TournamentMissing) => {
            "Participer doit être suivi du nom du tournoi, par exemple Participer Printemps"
                .to_owned()
        }
        (French, CommunityProblem::BadRange(text)) => format!(
            "« {text} » n'est pas une fourchette de classement ; écrivez le classement le plus bas et le plus haut que vous acceptez, par exemple Recherche 1400-1800"
        ),
    }
}

/// A crosstable in a fixed-width font: rank, player, one column per opponent (in
/// table order), points and Sonneborn–Berger.
pub fn crosstable(table: &Crosstable, language: Language) -> String {
    let (player, points) = match language {
        English => ("Player", "Points"),
        German => ("Spieler", "Punkte"),
        French => ("Joueur", "Points"),
    };
    let labels: Vec<String> = table
        .rows
        .iter()
        .map(|r| {
            if r.withdrawn {
                format!("{} †", r.label)
            } else {
                r.label.clone()
            }
        })
        .collect();
    let name_width = labels
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
        .max(player.chars().count());
    let cell = |halves: &[u32], cycles: usize| -> String {
        let mut text: String = halves
            .iter()
            .map(|h| match h {
                2 => '1',
                1 => '½',
                _ => '0',
            })
            .collect();
        while text.chars().count() < cycles {
            text.push('·');
        }
        text
    };
    let cycles = table.cycles.max(1) as usize;
    let column = cycles.max(table.rows.len().to_string().len()) + 1;
    let pad = |text: &str, width: usize| -> String {
        let n = text.chars().count();
        format!("{text}{}", " ".repeat(width.saturating_sub(n)))
    };
    let mut out = String::new();
    out.push_str(&pad("#", 4));
    out.push_str(&pad(player, name_width + 2));
    for i in 1..=table.rows.len() {
        out.push_str(&pad(&i.to_string(), column));
    }
    out.push_str(&pad(points, 8));
    out.push_str("SB");
    for (row, label) in table.rows.iter().zip(&labels) {
        out.push('\n');
        out.push_str(&pad(&row.rank.to_string(), 4));
        out.push_str(&pad(label, name_width + 2));
        for against in &row.against {
            let text = match against {
                None => "*".repeat(cycles),
                Some(halves) => cell(halves, cycles),
            };
            out.push_str(&pad(&text, column));
        }
        out.push_str(&pad(&points_text(row.halves), 8));
        out.push_str(&quarters_text(row.sb_quarters));
    }
    out
}
