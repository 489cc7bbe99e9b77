//! Deutsch. Players are addressed with "du", as on German chess servers.

use crate::address::AddressError;
use crate::command::parse::{ChallengeProblem, Conflict, MAX_COMMANDS, NotUnderstood, Reason};
use crate::command::{ColorChoice, Command};
use crate::game::{
    ChallengeState, ClaimRefusal, Combination, EndingNote, GameResult, OfferKind, Outcome,
    Rejection, Termination, Timestamp,
};
use crate::letter::{Footer, GameTopic, Line, LobbyTopic, NoCommand};
use crate::notation::{IllegalReason, Language, MoveError, MoveSyntaxError};
use crate::render::Strings;
use crate::rules::{Color, DrawClaim, Role};
use crate::time::CalendarTime;

use super::{Catalogue, localized_moves};

pub struct German;

const LANG: Language = Language::German;

/// The board's words.
pub const STRINGS: Strings = Strings {
    white: "Weiß",
    black: "Schwarz",
    roles: ["Bauer", "Springer", "Läufer", "Turm", "Dame", "König"],
    piece: "{role} ({color})",
    square_with_piece: "{square}, {piece}",
    empty_square: "{square}, leer",
    board_picture: "Das Brett aus der Sicht von {color}",
};

fn days(n: i64) -> String {
    if n == 1 {
        "1 Tag".to_owned()
    } else {
        format!("{n} Tage")
    }
}

fn choice(color: ColorChoice) -> &'static str {
    match color {
        ColorChoice::White => "Weiß",
        ColorChoice::Black => "Schwarz",
        ColorChoice::Random => "zufällig",
    }
}

fn claim(claim: DrawClaim) -> &'static str {
    match claim {
        DrawClaim::ThreefoldRepetition => "dreifache Stellungswiederholung",
        DrawClaim::FiftyMoves => "50-Züge-Regel",
    }
}

/// "dein Remisangebot" / "dein Abbruchangebot" (both neuter: "dein", "es"), the nouns of
/// the commands `Remis anbieten` and `Abbruch anbieten`.
fn request(kind: OfferKind) -> &'static str {
    match kind {
        OfferKind::Draw => "Remisangebot",
        OfferKind::Cancel => "Abbruchangebot",
    }
}

/// What the other side offers, as a clause: "bietet Remis an".
fn offers(kind: OfferKind) -> &'static str {
    match kind {
        OfferKind::Draw => "bietet Remis an",
        OfferKind::Cancel => "bietet an, die Partie abzubrechen",
    }
}

/// A sentence that follows a colon starts with a capital (Duden): `Keiner deiner …`.
/// Sentences that start with a code span or with pawnpost's name stay as they are.
fn sentence(text: &str) -> String {
    if text.starts_with("pawnpost") {
        return text.to_owned();
    }
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `Remis annehmen oder Remis ablehnen`.
fn answers(kind: OfferKind) -> &'static str {
    match kind {
        OfferKind::Draw => "Remis annehmen oder Remis ablehnen",
        OfferKind::Cancel => "Abbruch annehmen oder Abbruch ablehnen",
    }
}

fn termination(t: Termination) -> &'static str {
    match t {
        Termination::Checkmate => "Matt",
        Termination::Resignation => "Aufgabe",
        Termination::Stalemate => "Patt",
        Termination::InsufficientMaterial => "ungenügendes Material",
        Termination::Agreement => "Vereinbarung",
        Termination::ThreefoldClaim => "dreifache Stellungswiederholung (beansprucht)",
        Termination::FiftyMoveClaim => "die 50-Züge-Regel (beansprucht)",
        Termination::FivefoldRepetition => "fünffache Stellungswiederholung",
        Termination::SeventyFiveMoves => "die 75-Züge-Regel",
        Termination::Forfeit => "Fristüberschreitung",
        Termination::ReverseForfeit => "umgekehrten Fristverlust",
        Termination::Adjudication => "Entscheidung des Administrators",
        Termination::Cancelled => "Abbruch",
    }
}

fn after(san: Option<crate::notation::SanPlus>) -> String {
    san.map(|m| format!(" nach {}", m.localized(LANG)))
        .unwrap_or_default()
}

impl Catalogue for German {
    fn language(&self) -> Language {
        LANG
    }

    fn line(&self, line: &Line) -> String {
        match line {
            Line::YouPlayed { mv, reading } => match reading {
                Some(r) => format!(
                    "Du hast {} gespielt (`{}` verstanden als {} {}–{}).",
                    mv.text(LANG),
                    r.typed,
                    STRINGS.role(r.role),
                    r.from,
                    r.to
                ),
                None => format!("Du hast {} gespielt.", mv.text(LANG)),
            },
            Line::Played { by, mv } => format!("{} hat {} gespielt.", self.color(*by), mv.text(LANG)),
            Line::YouRequested(OfferKind::Draw) => "Du hast Remis angeboten.".to_owned(),
            Line::YouRequested(OfferKind::Cancel) => {
                "Du hast angeboten, die Partie abzubrechen.".to_owned()
            }
            Line::Requests { by, kind } => format!("{} {}.", self.color(*by), offers(*kind)),
            Line::YouAccepted(k) => format!("Du hast das {} angenommen.", request(*k)),
            Line::YourRequestAccepted(k) => format!("Dein {} wurde angenommen.", request(*k)),
            Line::YouDenied(k) => format!("Du hast das {} abgelehnt.", request(*k)),
            Line::YourRequestDenied { kind, denials } => format!(
                "Dein {} wurde abgelehnt (Ablehnungen bisher: {denials}). Du bist am Zug.",
                request(*kind)
            ),
            Line::YouDeclinedByMoving(k) => {
                format!("Mit deinem Zug hast du das {} abgelehnt.", request(*k))
            }
            Line::YourRequestDeclinedByMove(k) => format!(
                "Dein Gegner hat gezogen und damit dein {} abgelehnt.",
                request(*k)
            ),
            Line::YourClaimGranted { claim: c, after: a } => format!(
                "Dein Remisanspruch ({}){} ist berechtigt.",
                claim(*c),
                after(*a)
            ),
            Line::OpponentClaimGranted { claim: c, after: a } => format!(
                "Dein Gegner hat Remis beansprucht ({}){}; der Anspruch ist berechtigt.",
                claim(*c),
                after(*a)
            ),
            Line::YourClaimRefused(r) => claim_refusal(r),
            Line::YouResigned => "Du hast aufgegeben.".to_owned(),
            Line::Resigned(by) => format!("{} hat aufgegeben.", self.color(*by)),
            Line::GameOver(o) => format!("Partie beendet: {}.", self.outcome(o)),
            Line::NotDone {
                command: Some(Command::Move(text)),
                why,
            } => format!(
                "Nicht ausgeführt: der Zug `{}` — {}",
                text.localized(LANG),
                self.rejection(why)
            ),
            Line::NotDone {
                command: Some(command),
                why,
            } => format!(
                "Nicht ausgeführt: `{}` — {}",
                self.command(command),
                self.rejection(why)
            ),
            Line::NotDone { command: None, why } => {
                format!("Nicht ausgeführt: {}", self.rejection(why))
            }
            Line::PgnAttached => "Die Partie ist als PGN angehängt.".to_owned(),
            Line::LanguageNow(_) => "pawnpost schreibt dir ab jetzt auf Deutsch.".to_owned(),
            Line::NoCommand(NoCommand::QuotedOnly) => {
                "Deine Mail enthielt nur zitierten Text, es gab also nichts zu tun.".to_owned()
            }
            Line::NoCommand(NoCommand::Empty) => {
                "Deine Mail war leer, es gab also nichts zu tun.".to_owned()
            }
            Line::NoCommand(NoCommand::NotUnderstood) => {
                "Ich habe in deiner Mail keinen Befehl gefunden.".to_owned()
            }
            Line::NoCommand(NoCommand::TextOnly) => "Ich habe in deiner Mail keinen Befehl \
                 gefunden; dein Text wurde deshalb nicht an deinen Gegner weitergegeben. \
                 Kommentare werden nur zusammen mit einem Zug oder einem Angebot weitergeleitet."
                .to_owned(),
            Line::NotUnderstood(item) => self.not_understood(item),
            Line::NotUnderstoodLines(1) => {
                "Eine Zeile deiner Mail habe ich nicht verstanden.".to_owned()
            }
            Line::NotUnderstoodLines(n) => {
                format!("{n} Zeilen deiner Mail habe ich nicht verstanden.")
            }
            Line::Shortened => "Diese Antwort ist gekürzt; antworte auf diese Mail, um sie ganz zu erhalten.".to_owned(),
            Line::Forfeited(loser) => format!(
                "{} hat innerhalb der Frist nicht reagiert und verliert durch Fristüberschreitung.",
                self.color(*loser)
            ),
            Line::ReverseForfeited(loser) => format!(
                "{0} verliert durch umgekehrten Fristverlust: Zwei Angebote von {0} wurden schon abgelehnt, und das dritte war bei Ablauf der Frist noch offen.",
                self.color(*loser)
            ),
            Line::Adjudicated(EndingNote::Admin(reason)) => {
                format!("Der Administrator hat die Partie entschieden: {reason}")
            }
            Line::Reminder => {
                "Zur Erinnerung: Du bist am Zug, und die Frist läuft bald ab.".to_owned()
            }
            Line::GameBegins => {
                "Die Herausforderung wurde angenommen, die Partie beginnt.".to_owned()
            }
            Line::Seat { side, opponent } => {
                format!("Du spielst mit {} gegen {opponent}.", self.color(*side))
            }
            Line::LastMove(mv) => format!("Letzter Zug: {}", mv.text(LANG)),
            Line::YourRequestPending(k) => {
                format!("Dein {} wartet auf Antwort.", request(*k))
            }
            Line::AnswerRequest { by, kind } => format!(
                "{} {}: Antworte mit {}.",
                self.color(*by),
                offers(*kind),
                answers(*kind)
            ),
            Line::IsOver(o) => format!("Die Partie ist beendet: {}.", self.outcome(o)),
            Line::EndingNote(EndingNote::Admin(note)) => note.clone(),
            // A withdrawal, news or state, in this language's words.
            Line::Adjudicated(EndingNote::Withdrawn { tournament, loser })
            | Line::EndingNote(EndingNote::Withdrawn { tournament, loser }) => {
                self.line(&Line::Community(crate::letter::CommunityLine::WithdrawalNote {
                    name: tournament.clone(),
                    loser: *loser,
                }))
            }
            Line::ToAct {
                who,
                you,
                deadline,
                days_left,
            } => {
                let (who, loses) = if *you {
                    ("Du bist".to_owned(), "verlierst du".to_owned())
                } else {
                    let side = self.color(*who);
                    (format!("{side} ist"), format!("verliert {side}"))
                };
                format!(
                    "{who} am Zug. Frist: {} (noch {}); ohne Antwort bis dahin {loses}.",
                    self.date(*deadline),
                    days(*days_left)
                )
            }
            Line::ChallengeSent {
                opponent,
                color,
                timeout_days,
            } => format!(
                "Deine Herausforderung an {opponent} ist unterwegs (deine Farbe: {}, Frist: {}).",
                choice(*color),
                days(*timeout_days)
            ),
            Line::HearWhenAnswered => {
                "Du bekommst Bescheid, sobald sie angenommen oder abgelehnt wird.".to_owned()
            }
            Line::Invitation {
                challenger,
                color,
                timeout_days,
            } => format!(
                "{challenger} fordert dich zu einer Fernschachpartie heraus (Farbe des Herausforderers: {}, Frist: {}).",
                choice(*color),
                days(*timeout_days)
            ),
            Line::AnswerInvitation => {
                "Antworte mit Annehmen, um zu spielen, oder mit Ablehnen.".to_owned()
            }
            Line::ChallengeDeclinedBy(who) => format!("{who} hat deine Herausforderung abgelehnt."),
            Line::YouDeclinedChallengeOf(who) => {
                format!("Du hast die Herausforderung von {who} abgelehnt.")
            }
            Line::ChallengeExpiredUnanswered(who) => format!(
                "{who} hat deine Herausforderung nicht rechtzeitig beantwortet; sie ist deshalb verfallen. Du kannst eine neue schicken."
            ),
            Line::InvitationExpired(who) => format!(
                "Die Herausforderung von {who} ist unbeantwortet verfallen. Wenn du spielen möchtest, bitte um eine neue Herausforderung."
            ),
            Line::NothingWasDone(why) => format!("Es wurde nichts ausgeführt: {}", self.rejection(why)),
            Line::YourGames => "Deine laufenden Partien (antworte auf die letzte Mail einer Partie, um darin zu spielen):".to_owned(),
            Line::Game(e) => format!(
                "#{}  {} gegen {}  Zug {}  {}  Frist {} (noch {})",
                e.game,
                e.white,
                e.black,
                e.fullmove,
                match e.to_act {
                    Some(c) if c == e.you => "du bist am Zug".to_owned(),
                    Some(c) => format!("{} am Zug", self.color(c)),
                    None => "beendet".to_owned(),
                },
                self.date(e.deadline),
                days(e.days_left)
            ),
            Line::NoGames => "Du hast keine laufenden Partien. Fordere jemanden heraus, zum Beispiel mit: Herausforderung freund@example.org".to_owned(),
            Line::TooManyMails { limit } => format!(
                "Du hast innerhalb einer Stunde mehr als {limit} Mails geschickt. pawnpost antwortet dir erst nach Ablauf dieser Stunde wieder; aus deiner letzten Mail wurde nichts ausgeführt."
            ),
            Line::NotAnAddress(text) => format!(
                "`{text}` ist keine Mailadresse; schreibe zum Beispiel Herausforderung freund@example.org"
            ),
            Line::NotItself => {
                "pawnpost spielt nicht gegen sich selbst; fordere einen Menschen heraus.".to_owned()
            }
            Line::TooManyOpenChallenges { open, max } => format!(
                "Du hast schon {open} offene Herausforderungen (erlaubt sind höchstens {max}); warte erst auf Antworten."
            ),
            Line::TooManyGames { active, max } => {
                format!("Du spielst schon {active} Partien (erlaubt sind höchstens {max}).")
            }
            Line::ChallengerBusy { challenger, max } => format!(
                "{challenger} spielt schon so viele Partien wie erlaubt ({max}), deshalb kann diese Partie jetzt nicht beginnen; die Herausforderung bleibt offen, nimm sie später noch einmal an."
            ),
            Line::NoOpenChallenge => {
                "Es gibt keine offene Herausforderung, die du beantworten könntest.".to_owned()
            }
            Line::WhichGame => "Deine Mail enthält Partiebefehle, sagt aber nicht, für welche Partie. Antworte auf die letzte Mail der Partie (ihre Antwortadresse enthält deinen Schlüssel für diese Partie).".to_owned(),
            Line::NoAuthority { game, bad_token } => format!(
                "Es wurde nichts ausgeführt: {}. Züge, Angebote und Aufgeben nimmt pawnpost nur über deine persönliche Antwortadresse an, damit niemand für dich spielen kann.\nAntworte auf die letzte pawnpost-Mail der Partie #{game} (ihre Antwortadresse enthält deinen Schlüssel).",
                if *bad_token {
                    "Die Antwortadresse deiner Mail enthält nicht deinen Schlüssel für diese Partie"
                } else {
                    "Deine Mail kam nicht über deine Antwortadresse für diese Partie"
                }
            ),
            Line::Stale { game } => format!(
                "Es wurde nichts ausgeführt: Deine Mail antwortet auf eine ältere Mail der Partie #{game}, und die Partie ist seitdem weitergegangen. Hier ist der aktuelle Stand; antworte auf diese Mail."
            ),
            Line::ConfirmPlease { commands } => format!(
                "pawnpost hat von dieser Adresse eine Mail mit folgendem Auftrag erhalten: {}. Ausgeführt wurde noch nichts.",
                commands.iter().map(|c| self.command(c).trim_end().to_owned()).collect::<Vec<_>>().join("; ")
            ),
            Line::ConfirmHow => "Damit pawnpost sicher sein kann, dass die Mail von dir stammt, antworte auf diese Mail mit Bestätigen. Hast du sie nicht geschickt, ignoriere diese Mail einfach: Es passiert nichts, und pawnpost schreibt dir deswegen nicht noch einmal.".to_owned(),
            Line::ConfirmTip => "Wenn du auf eine Mail von pawnpost antwortest, ist deine Adresse damit schon nachgewiesen; diesen Schritt brauchst du nur bei Mails, die du neu schreibst.".to_owned(),
            Line::NothingToConfirm => "Es gibt nichts zu bestätigen: Antworte mit Bestätigen auf die Mail, die darum bittet.".to_owned(),
            Line::ConfirmedBefore => "Diese Mail wurde schon bestätigt; nichts wurde ein zweites Mal ausgeführt.".to_owned(),
            Line::ConfirmationExpired { days: n } => format!(
                "Diese Bestätigungsanfrage ist älter als {} und nicht mehr gültig; schicke deine Befehle bitte noch einmal.",
                days(i64::from(*n))
            ),
            Line::BlockHint => "Wenn du keine Einladungen von pawnpost mehr erhalten möchtest, antworte mit Sperren.".to_owned(),
            Line::Blocked => "pawnpost schickt dir keine Einladungen mehr. Um wieder welche zu erhalten, sende Entsperren.".to_owned(),
            Line::Unblocked => "Du erhältst wieder Einladungen. Wenn du keine mehr möchtest, sende Sperren.".to_owned(),
            Line::RecipientRefuses(who) => format!("{who} nimmt keine Einladungen von pawnpost an."),
            Line::RecipientHadEnough(who) => format!(
                "{who} hat heute schon so viele Einladungen erhalten, wie pawnpost an eine Adresse schickt; versuche es morgen noch einmal."
            ),
            Line::WhichChallenge => "Mehrere Herausforderungen warten auf deine Antwort. Antworte mit Annehmen oder Ablehnen direkt auf die Einladung der Herausforderung, die du meinst:".to_owned(),
            Line::OpenChallenge { challenger, color, timeout_days } => format!(
                "{challenger} (Farbe des Herausforderers: {}, Frist: {})",
                choice(*color),
                days(*timeout_days)
            ),
            Line::Clock(clock) => self.clock(crate::letter::ClockText::Line(clock)),
            Line::MailCut { limit } => format!(
                "Deine Mail war länger als {} KB, deshalb hat pawnpost nur ihren Anfang gelesen; verteile lange Texte auf mehrere Mails.",

                limit / 1024
            ),
            Line::Community(line) => self.community(line),
            Line::Conditions(line) => self.conditions(line),
        }
    }

    fn game_topic(&self, topic: &GameTopic) -> String {
        match topic {
            GameTopic::YourMove(mv) => format!("{} — du bist am Zug", mv.text(LANG)),
            GameTopic::Waiting { last, to_act } => format!(
                "{} — gesendet, {} ist am Zug",
                last.text(LANG),
                self.color(*to_act)
            ),
            GameTopic::NotDone => "nicht ausgeführt — siehe Begründung".to_owned(),
            GameTopic::Over(o) => self.outcome(o),
            GameTopic::YourMail => "deine Mail".to_owned(),
            GameTopic::GameOver(o) => format!("Partie beendet — {}", self.outcome(o)),
            GameTopic::RequestToAnswer {
                by,
                kind: OfferKind::Draw,
            } => format!("{} bietet Remis an — bitte antworte", self.color(*by)),
            GameTopic::RequestToAnswer {
                by,
                kind: OfferKind::Cancel,
            } => format!("{} bietet Abbruch an — bitte antworte", self.color(*by)),
            GameTopic::YourAnswer => "bitte antworte".to_owned(),
            GameTopic::NewsFrom(by) => format!("Neues von {}", self.color(*by)),
            GameTopic::Reminder { deadline } => {
                format!("Erinnerung — dein Zug bis {}", self.date(*deadline))
            }
            GameTopic::Begins { you_move: true } => {
                "Die Partie beginnt — du bist am Zug".to_owned()
            }
            GameTopic::Clock(topic) => self.clock(crate::letter::ClockText::Topic(topic)),
            GameTopic::Begins { you_move: false } => {
                "Die Partie beginnt — Weiß zieht zuerst".to_owned()
            }
        }
    }

    fn lobby_topic(&self, topic: &LobbyTopic) -> String {
        match topic {
            LobbyTopic::ChallengeSent { to } => format!("Herausforderung an {to} gesendet"),
            LobbyTopic::Invitation { from } => {
                format!("{from} fordert dich zu einer Schachpartie heraus")
            }
            LobbyTopic::ChallengeDeclined { by } => {
                format!("{by} hat deine Herausforderung abgelehnt")
            }
            LobbyTopic::YouDeclined => "Herausforderung abgelehnt".to_owned(),
            LobbyTopic::ChallengeExpired { to } => {
                format!("Deine Herausforderung an {to} ist verfallen")
            }
            LobbyTopic::InvitationExpired => "Eine Herausforderung ist verfallen".to_owned(),
            LobbyTopic::NotDone => "Nicht ausgeführt — siehe Begründung".to_owned(),
            LobbyTopic::YourGames => "Deine Partien".to_owned(),
            LobbyTopic::Help => "Hilfe".to_owned(),
            LobbyTopic::Language => "Sprache".to_owned(),
            LobbyTopic::TooManyMails => "Zu viele Mails".to_owned(),
            LobbyTopic::NoOpenChallenge => "Keine offene Herausforderung".to_owned(),
            LobbyTopic::WhichGame => "Welche Partie?".to_owned(),
            LobbyTopic::NothingDone => "Nichts ausgeführt".to_owned(),
            LobbyTopic::Confirm => "Bitte bestätige deine Mail".to_owned(),
            LobbyTopic::Blocked => "Keine Einladungen mehr".to_owned(),
            LobbyTopic::Unblocked => "Einladungen wieder erwünscht".to_owned(),
            LobbyTopic::WhichChallenge => "Welche Herausforderung?".to_owned(),
            LobbyTopic::NoAuthority { game } => {
                format!("#{game}: nicht ausgeführt — antworte auf die letzte Mail der Partie")
            }
            LobbyTopic::Clock(topic) => self.clock(crate::letter::ClockText::Topic(topic)),
            LobbyTopic::Stale { game } => {
                format!("#{game}: nicht ausgeführt — die Partie ist weitergegangen")
            }
            LobbyTopic::Community(topic) => {
                self.community(&crate::letter::CommunityLine::Subject(topic.clone()))
            }
        }
    }

    fn folded(&self, more: usize) -> String {
        if more == 1 {
            " (und 1 weitere Antwort)".to_owned()
        } else {
            format!(" (und {more} weitere Antworten)")
        }
    }

    fn opponent_writes(&self) -> String {
        "Dein Gegner schreibt:".to_owned()
    }

    fn moves_heading(&self) -> String {
        "Züge".to_owned()
    }

    fn help(&self) -> String {
        "\
Mit pawnpost spielst du Fernschach per Mail. Antworte auf die letzte Mail einer Partie mit:
  einem Zug: e4, Sf3, exd5, O-O, e8=D, e2e4, 5254, Kurze Rochade, en passant e5d6
  Remis anbieten / Remis annehmen / Remis ablehnen
  Abbruch anbieten / Abbruch annehmen / Abbruch ablehnen
  Remis beanspruchen, auch mit deinem Zug: Remis beanspruchen Sf3 (dreifache Stellungswiederholung oder 50-Züge-Regel)
  Aufgeben
  Gib 2 Tage (mehr Bedenkzeit für deinen Gegner)
  Brett, Verlauf, PGN, Partien, Hilfe, Sprache de|fr|en
In jeder Mail: Urlaub 7 Tage, Urlaub bis 31.12.2026, Urlaub vom 24.12.2026 bis 02.01.2027, Zurück, Kalender aus / an
Eine Partie beginnst du mit einer neuen Mail: Herausforderung freund@example.org [weiß|schwarz|zufällig] [Frist 30 Tage] [3 Tage pro Zug | Fischer 10+1]
Eine Herausforderung beantwortest du mit Annehmen oder Ablehnen.
Englische Befehle wie Request Draw oder Nf3 werden immer auch verstanden.".to_owned()
    }

    fn footer(&self, footer: &Footer) -> Vec<String> {
        const COMMANDS: &str = "Befehle: Brett, Verlauf, PGN, Partien, Hilfe.";
        match footer {
            Footer::Lobby => vec!["Sende Hilfe, um alle Befehle zu sehen.".to_owned()],
            Footer::Over => vec![
                "Diese Partie ist beendet. Sende PGN für die Notation, Partien für die Liste deiner Partien."
                    .to_owned(),
            ],
            Footer::Answer(k) => vec![format!("Antworte mit {}.", answers(*k)), COMMANDS.to_owned()],
            Footer::YourMove { example } => vec![
                match example {
                    Some(m) => format!(
                        "Antworte mit deinem Zug, zum Beispiel {}; du kannst Remis anbieten dazuschreiben oder Aufgeben senden.",
                        m.localized(LANG)
                    ),
                    None => "Antworte mit deinem Zug; du kannst Remis anbieten dazuschreiben oder Aufgeben senden.".to_owned(),
                },
                COMMANDS.to_owned(),
            ],
            Footer::Wait => vec![
                "Warte auf deinen Gegner; Aufgeben oder Abbruch anbieten kannst du jederzeit senden."
                    .to_owned(),
                COMMANDS.to_owned(),
            ],
        }
    }

    fn rejection(&self, rejection: &Rejection) -> String {
        match rejection {
            Rejection::UnknownGame { id } => format!(
                "Du hast keine Partie #{id}. Antworte auf die letzte Mail der Partie, die du meinst, oder sende Partien für eine Liste deiner Partien."
            ),
            Rejection::NotAPlayer { address } => {
                format!("{address} spielt in dieser Partie nicht mit.")
            }
            Rejection::GameOver { outcome } => {
                format!("Die Partie ist beendet: {}.", self.outcome(outcome))
            }
            Rejection::NotYourTurn { to_move, address } => format!(
                "Du bist nicht am Zug: {} ({address}) ist am Zug.",
                self.color(*to_move)
            ),
            Rejection::MustAnswerFirst {
                kind: OfferKind::Draw,
            } => format!(
                "Dein Gegner hat Remis angeboten; antworte mit {}, bevor die Partie weitergeht.",
                answers(OfferKind::Draw)
            ),
            Rejection::MustAnswerFirst {
                kind: OfferKind::Cancel,
            } => format!(
                "Dein Gegner hat angeboten, die Partie abzubrechen; antworte mit {}, bevor die Partie weitergeht.",
                answers(OfferKind::Cancel)
            ),
            Rejection::AwaitingAnswer { kind } => format!(
                "Dein {} wartet auf die Antwort deines Gegners; die Partie geht weiter, sobald es angenommen oder abgelehnt ist.",
                request(*kind)
            ),
            Rejection::NoPendingOffer { kind } => format!(
                "Es liegt kein {} vor, auf das du antworten könntest.",
                request(*kind)
            ),
            Rejection::OfferAlreadyPending { kind, by } => format!(
                "Es liegt schon ein {} von {} vor; es muss zuerst beantwortet werden.",
                request(*kind),
                self.color(*by)
            ),
            Rejection::OwnOffer { kind } => format!(
                "Das offene {} ist dein eigenes; nur dein Gegner kann es annehmen oder ablehnen.",
                request(*kind)
            ),
            Rejection::MustMoveAfterDenial => "Dein Angebot wurde abgelehnt, also musst du jetzt ziehen (oder aufgeben); ein neues Angebot kannst du zusammen mit einem Zug senden.".to_owned(),
            Rejection::Move { error, legal_moves } => {
                let mut text = self.move_error(error);
                if !matches!(error, MoveError::Ambiguous { .. }) && !legal_moves.is_empty() {
                    text.push_str(&format!(
                        " Gültige Züge: {}.",
                        localized_moves(legal_moves, LANG).join(", ")
                    ));
                }
                text
            }
            Rejection::Conflicts(conflicts) => {
                let list: Vec<String> = conflicts.iter().map(|c| self.conflict(c)).collect();
                format!("{}.", list.join("; "))
            }
            Rejection::Combination(c) => match c {
                Combination::ResignWithOthers => "Aufgeben beendet die Partie und kann nicht zusammen mit anderen Partiebefehlen gesendet werden.",
                Combination::AcceptWithOthers => "Die Annahme eines Angebots beendet die Partie und kann nicht zusammen mit anderen Partiebefehlen gesendet werden.",
                Combination::MovesTwice => "Eine Mail darf nur einen Zug (oder einen Remisanspruch) enthalten.",
                Combination::RequestsTwice => "Es kann immer nur ein Angebot (Remis oder Abbruch) offen sein.",
                Combination::DeniesTwice => "Es kann nur ein Angebot offen sein, also gibt es nur eines abzulehnen.",
            }
            .to_owned(),
            Rejection::ChallengeYourself => "Du kannst dich nicht selbst herausfordern.".to_owned(),
            Rejection::TimeoutOutOfRange { max } => {
                format!("Die Frist muss zwischen 1 und {max} Tagen liegen.")
            }
            Rejection::ChallengeNotOpen { state } => match state {
                ChallengeState::Accepted { .. } => {
                    "Diese Herausforderung ist nicht mehr offen: Sie wurde schon angenommen."
                }
                ChallengeState::Declined => {
                    "Diese Herausforderung ist nicht mehr offen: Sie wurde abgelehnt."
                }
                ChallengeState::Expired | ChallengeState::Open => {
                    "Diese Herausforderung ist nicht mehr offen: Sie ist verfallen."
                }
            }
            .to_owned(),
            Rejection::Clock(refusal) => self.clock(crate::letter::ClockText::Refusal(refusal)),
            Rejection::NotAGameCommand { .. } => "Herausforderungen schickst du in einer neuen Mail an pawnpost, nicht als Antwort auf eine Mail einer Partie.".to_owned(),
            Rejection::Conditions(refusal) => super::conditions::refusal(LANG, refusal),
        }
    }

    fn move_error(&self, error: &MoveError) -> String {
        move_error(error)
    }

    fn syntax_error(&self, error: &MoveSyntaxError) -> String {
        syntax_error(error)
    }

    fn not_understood(&self, item: &NotUnderstood) -> String {
        format!(
            "Ich habe `{}` nicht verstanden: {}",
            item.text,
            sentence(&reason(&item.reason))
        )
    }

    fn conflict(&self, c: &Conflict) -> String {
        conflict(c)
    }

    fn outcome(&self, outcome: &Outcome) -> String {
        let t = termination(outcome.termination);
        match outcome.result {
            GameResult::WhiteWins => format!("Weiß gewinnt durch {t} (1-0)"),
            GameResult::BlackWins => format!("Schwarz gewinnt durch {t} (0-1)"),
            GameResult::Draw => format!("Remis durch {t} (1/2-1/2)"),
            GameResult::Cancelled => "Partie abgebrochen (*)".to_owned(),
        }
    }

    fn command(&self, command: &Command) -> String {
        match command {
            Command::Move(text) => text.localized(LANG),
            Command::RequestDraw => "Remis anbieten".to_owned(),
            Command::AcceptDraw => "Remis annehmen".to_owned(),
            Command::DenyDraw => "Remis ablehnen".to_owned(),
            Command::RequestCancel => "Abbruch anbieten".to_owned(),
            Command::AcceptCancel => "Abbruch annehmen".to_owned(),
            Command::DenyCancel => "Abbruch ablehnen".to_owned(),
            Command::ClaimDraw(None) => "Remis beanspruchen".to_owned(),
            Command::ClaimDraw(Some(m)) => format!("Remis beanspruchen {}", m.localized(LANG)),
            Command::Resign => "Aufgeben".to_owned(),
            Command::Challenge {
                opponent,
                color,
                timeout_days,
                casual,
                clock,
            } => {
                let mut text = format!("Herausforderung {opponent}");
                match color {
                    ColorChoice::White => text.push_str(" weiß"),
                    ColorChoice::Black => text.push_str(" schwarz"),
                    ColorChoice::Random => {}
                }
                if let Some(n) = timeout_days {
                    text.push_str(&format!(" Frist {}", days(i64::from(*n))));
                }
                if let Some(control) = clock {
                    text.push(' ');
                    text.push_str(&super::clock::control_command(Language::German, control));
                }
                if *casual {
                    text.push_str(" ungewertet");
                }
                text
            }
            Command::AcceptChallenge => "Annehmen".to_owned(),
            Command::DeclineChallenge => "Ablehnen".to_owned(),
            Command::Board => "Brett".to_owned(),
            Command::History => "Verlauf".to_owned(),
            Command::Pgn => "PGN".to_owned(),
            Command::Games => "Partien".to_owned(),
            Command::Help => "Hilfe".to_owned(),
            Command::Language(l) => format!("Sprache {}", l.code()),
            Command::Confirm => "Bestätigen".to_owned(),
            Command::Block => "Sperren".to_owned(),
            Command::Clock(clock) => self.clock(crate::letter::ClockText::Command(clock)),
            Command::Unblock => "Entsperren".to_owned(),
            Command::Community(c) => super::community::command(LANG, c),
            Command::Conditions(c) => super::conditions::command(LANG, c),
        }
    }

    fn color(&self, color: Color) -> String {
        color.fold("Weiß", "Schwarz").to_owned()
    }

    fn date(&self, at: Timestamp) -> String {
        let c = CalendarTime::of(at);
        format!(
            "{:02}.{:02}.{:04}, {:02}:{:02} UTC",
            c.day, c.month, c.year, c.hour, c.minute
        )
    }

    fn strings(&self) -> &'static Strings {
        &STRINGS
    }
}

fn claim_refusal(r: &ClaimRefusal) -> String {
    let (n, h) = (r.repetitions, r.halfmoves);
    let facts = match r.after {
        Some(san) => format!(
            "Nach {} wäre die Stellung {n}-mal aufgetreten (nötig sind 3), und seit dem letzten Schlagen oder Bauernzug wären {h} Halbzüge vergangen (nötig sind 100)",
            san.localized(LANG)
        ),
        None => format!(
            "Die Stellung ist {n}-mal aufgetreten (nötig sind 3), und seit dem letzten Schlagen oder Bauernzug sind {h} Halbzüge vergangen (nötig sind 100)"
        ),
    };
    format!(
        "Dein Remisanspruch wird abgelehnt: {facts}. Die Partie geht weiter, und du bist weiterhin am Zug."
    )
}

/// `der Springer`, `die Dame`: the role with its article (nominative).
fn the_role(role: Role) -> String {
    let article = if role == Role::Queen { "die" } else { "der" };
    format!("{article} {}", STRINGS.role(role))
}

/// `ein Springer`, `eine Dame`.
fn a_role(role: Role) -> String {
    let article = if role == Role::Queen { "eine" } else { "ein" };
    format!("{article} {}", STRINGS.role(role))
}

/// `keiner deiner Springer`, `keine deiner Damen`, `dein König`.
fn none_of_your(role: Role) -> &'static str {
    match role {
        Role::Pawn => "keiner deiner Bauern",
        Role::Knight => "keiner deiner Springer",
        Role::Bishop => "keiner deiner Läufer",
        Role::Rook => "keiner deiner Türme",
        Role::Queen => "keine deiner Damen",
        Role::King => "dein König",
    }
}

pub(super) fn illegal_reason(reason: &IllegalReason) -> String {
    match *reason {
        IllegalReason::NoPieceLeft { role } => match role {
            Role::Queen => "du hast keine Dame mehr".to_owned(),
            Role::Pawn => "du hast keinen Bauern mehr".to_owned(),
            role => format!("du hast keinen {} mehr", STRINGS.role(role)),
        },
        IllegalReason::PromotionNotOnLastRank => {
            "ein Bauer wird nur auf der letzten Reihe umgewandelt".to_owned()
        }
        IllegalReason::OwnPieceOn(square) => {
            format!("auf {square} steht schon eine deiner Figuren")
        }
        IllegalReason::NoPieceCanReach { role, to } => match role {
            Role::King => format!("dein König kann {to} nicht erreichen"),
            role => format!("{} kann {to} erreichen", none_of_your(role)),
        },
        IllegalReason::DoesNotEscapeCheck => {
            "dein König steht im Schach, und dieser Zug hebt das Schach nicht auf".to_owned()
        }
        IllegalReason::LeavesKingInCheck { pinned: true } => {
            "danach stünde dein König im Schach (die Figur ist gefesselt)".to_owned()
        }
        IllegalReason::LeavesKingInCheck { pinned: false } => {
            "danach stünde dein König im Schach".to_owned()
        }
        IllegalReason::CastlingRightLost(_) => "du kannst auf dieser Seite nicht mehr rochieren (der König oder dieser Turm hat schon gezogen)".to_owned(),
        IllegalReason::CastlingOutOfCheck(_) => {
            "im Schach darfst du nicht rochieren".to_owned()
        }
        IllegalReason::CastlingBlocked(_) => {
            "zwischen deinem König und dem Turm stehen noch Figuren".to_owned()
        }
        IllegalReason::CastlingThroughCheck(_) => {
            "dein König würde ein angegriffenes Feld überqueren oder betreten".to_owned()
        }
        IllegalReason::CastlingNotPossible => "eine Rochade ist jetzt nicht möglich (König oder Turm haben gezogen, ein Feld dazwischen ist besetzt, oder der König steht im Schach, überquert ein angegriffenes Feld oder betritt es)".to_owned(),
        IllegalReason::NoPieceOn(square) => format!("auf {square} steht keine Figur"),
        IllegalReason::NotYourPiece { role, square } => {
            format!("{} auf {square} gehört nicht dir", the_role(role))
        }
        IllegalReason::OnlyPawnsPromote { role, from } => format!(
            "nur ein Bauer kann umgewandelt werden, und auf {from} steht {}",
            a_role(role)
        ),
        IllegalReason::NoPromotionThere { role, from, to } => format!(
            "{} auf {from} wird auf {to} nicht umgewandelt",
            the_role(role)
        ),
        IllegalReason::CannotMoveTo { role, from, to } => {
            format!("{} auf {from} kann nicht nach {to} ziehen", the_role(role))
        }
        IllegalReason::NotAnEnPassantCapture { from, to } => {
            format!("der Zug {from}{to} ist kein Schlagen en passant")
        }
    }
}

pub(super) fn move_error(error: &MoveError) -> String {
    match error {
        MoveError::Illegal { text, reason } => format!(
            "`{}` ist kein gültiger Zug: {}.",
            text.localized(LANG),
            sentence(&illegal_reason(reason))
        ),
        MoveError::Ambiguous { text, candidates } => format!(
            "`{}` ist mehrdeutig: Gemeint sein kann {}. Gib die Linie oder Reihe der Figur an, die du meinst.",
            text.localized(LANG),
            candidates
                .iter()
                .map(|c| c.localized(LANG))
                .collect::<Vec<_>>()
                .join(" oder ")
        ),
        MoveError::PromotionMissing { text, example } => format!(
            "`{}` erreicht die letzte Reihe: Gib an, in welche Figur der Bauer umgewandelt wird, zum Beispiel {}.",
            text.localized(LANG),
            example.localized(LANG)
        ),
    }
}

pub(super) fn syntax_error(error: &MoveSyntaxError) -> String {
    match error {
        MoveSyntaxError::NotAMove | MoveSyntaxError::Unreadable => {
            "schreibe Züge zum Beispiel so: Sf3, exd5, e8=D, O-O, e2e4 oder 5254".to_owned()
        }
        MoveSyntaxError::NoSuchSquare(square) => {
            format!("ein Feld {square} gibt es auf dem Brett nicht")
        }
        MoveSyntaxError::UnknownPiece(letter) => format!("`{letter}` ist kein Figurenbuchstabe"),
        MoveSyntaxError::BadPromotion => "ein Bauer wird auf der letzten Reihe in eine Dame, einen Turm, einen Läufer oder einen Springer umgewandelt (z. B. e8=D)".to_owned(),
        MoveSyntaxError::IccfDigits => "Züge in ICCF-Ziffernnotation bestehen aus den Ziffern 1 bis 8, die Ziffer für die Umwandlungsfigur aus 1 bis 4 (z. B. 5254)".to_owned(),
        MoveSyntaxError::EnPassantSquares => "en passant braucht das Feld des Bauern und sein Zielfeld, z. B. en passant e5d6".to_owned(),
    }
}

fn address_error(error: &AddressError) -> &'static str {
    match error {
        AddressError::Empty => "die Adresse ist leer",
        AddressError::DisplayName => "schreibe nur die Adresse, ohne Namen und spitze Klammern",
        AddressError::QuotedLocalPart => {
            "der Teil vor dem @ steht in Anführungszeichen; pawnpost schreibt nur an einfache Adressen"
        }
        AddressError::Whitespace => "eine Adresse enthält keine Leerzeichen",
        AddressError::InvisibleCharacter => {
            "die Adresse enthält ein unsichtbares oder unlesbares Zeichen"
        }
        AddressError::NotLocalAtDomain => "eine Adresse hat die Form name@domain",
        AddressError::NonAsciiLocalPart(_) => {
            "der Teil vor dem @ enthält Zeichen außerhalb von ASCII; pawnpost schreibt nur an Adressen, deren Teil vor dem @ aus a–z, Ziffern und . _ - + besteht"
        }
        AddressError::BadLocalPart(_) => {
            "der Teil vor dem @ enthält ein Zeichen, das in einer Adresse nicht vorkommen kann"
        }
        AddressError::LocalPartDots => {
            "der Teil vor dem @ beginnt oder endet mit einem Punkt oder hat zwei Punkte hintereinander"
        }
        AddressError::TooLong => "die Adresse ist zu lang",
        AddressError::IpLiteral => "pawnpost schreibt nicht an IP-Adressen in eckigen Klammern",
        AddressError::BadDomain => "der Teil nach dem @ ist kein Domainname wie example.org",
    }
}

/// A command in the player's words, for reasons and conflicts.
fn label(command: &Command) -> String {
    match command {
        Command::Move(mv) => format!("`{}`", mv.localized(LANG)),
        other => German.command(other),
    }
}

pub(super) fn reason(reason: &Reason) -> String {
    match reason {
        Reason::UnknownCommand(word) => format!(
            "`{word}` ist kein Befehl, den pawnpost kennt; sende Hilfe für eine Liste aller Befehle"
        ),
        Reason::BadMove { text, problem } => {
            format!("`{text}` ist kein Zug: {}", sentence(&syntax_error(problem)))
        }
        Reason::AmbiguousDraw => "bietest du Remis an (Remis anbieten), nimmst du es an (Remis annehmen) oder lehnst du es ab (Remis ablehnen)?".to_owned(),
        Reason::AmbiguousCancel => "bietest du den Abbruch an (Abbruch anbieten), nimmst du ihn an (Abbruch annehmen) oder lehnst du ihn ab (Abbruch ablehnen)?".to_owned(),
        Reason::CastleSide => "auf welcher Seite? Schreibe Kurze Rochade (O-O) oder Lange Rochade (O-O-O)".to_owned(),
        Reason::EnPassantSquares => syntax_error(&MoveSyntaxError::EnPassantSquares),
        Reason::Challenge(problem) => format!(
            "{}; schreibe zum Beispiel Herausforderung anna@example.org weiß Frist 14 Tage",
            match problem {
                ChallengeProblem::NoAddress => "Herausforderung braucht die Adresse deines Gegners".to_owned(),
                ChallengeProblem::NotAnAddress { text, why } => {
                    format!("`{text}` ist keine Mailadresse: {}", sentence(address_error(why)))
                }
                ChallengeProblem::TimeoutDays => "nach dem Wort Frist fehlt die Zahl der Tage".to_owned(),
            }
        ),
        Reason::Language(word) => format!(
            "pawnpost spricht `{word}` nicht; schreibe Sprache de, Sprache en oder Sprache fr"
        ),
        Reason::ExtraText(word) => format!(
            "`{word}` ist kein Befehl; schreibe Befehle allein in eine Zeile und deinen Kommentar in eine eigene Zeile"
        ),
        Reason::Question(command) => format!(
            "`{}?` ist eine Frage; schreibe es ohne Fragezeichen, wenn du es wirklich so meinst",
            German.command(command)
        ),
        Reason::Clock(problem) => German.clock(crate::letter::ClockText::Problem(problem)),
        Reason::TooManyCommands => format!(
            "zu viele Befehle in einer Mail; pawnpost liest nur die ersten {MAX_COMMANDS}"
        ),
        Reason::Community(problem) => super::community::problem(LANG, problem),
        Reason::Conditions(problem) => super::conditions::problem(LANG, problem),
    }
}

pub(super) fn conflict(conflict: &Conflict) -> String {
    match conflict {
        Conflict::TwoMoves { first, second } => format!(
            "zwei Züge in einer Mail (`{}` und `{}`) — schicke nur einen Zug pro Mail",
            first.localized(LANG),
            second.localized(LANG)
        ),
        Conflict::ResignWith(Command::Move(mv)) => format!(
            "ein Zug und Aufgeben in einer Mail (`{}` und Aufgeben) — schicke nur eines von beiden",
            mv.localized(LANG)
        ),
        Conflict::ResignWith(other) => format!(
            "Aufgeben und {} in einer Mail — schicke nur eines von beiden",
            label(other)
        ),
        Conflict::Contradicting(a, b) => format!(
            "{} und {} in einer Mail — schicke nur eines von beiden",
            label(a),
            label(b)
        ),
        Conflict::Repeated(command) => {
            format!(
                "{} zweimal in einer Mail — schicke es einmal",
                label(command)
            )
        }
    }
}
