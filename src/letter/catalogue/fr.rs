//! Français. Players are addressed with "vous"; colours are "les Blancs" and "les
//! Noirs", so the verbs that follow them are plural.

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

pub struct French;

const LANG: Language = Language::French;

/// The board's words.
pub const STRINGS: Strings = Strings {
    white: "Blancs",
    black: "Noirs",
    roles: ["pion", "cavalier", "fou", "tour", "dame", "roi"],
    piece: "{role} des {color}",
    square_with_piece: "{square}, {piece}",
    empty_square: "{square}, vide",
    board_picture: "L'échiquier vu du côté des {color}",
};

const MONTHS: [&str; 12] = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];

/// A sentence continued after a colon or a dash starts in lower case in French: the
/// refusals, written as sentences of their own, after "Non exécuté :". A text that
/// starts with an address or pawnpost's name stays as it is.
fn continued(text: String) -> String {
    let first_word = text.split_whitespace().next().unwrap_or_default();
    if first_word.contains('@') || first_word == "pawnpost" {
        return text;
    }
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => text,
    }
}

/// "Les Blancs" at the start of a sentence.
fn side(color: Color) -> &'static str {
    color.fold("Les Blancs", "Les Noirs")
}

/// "des Blancs".
fn of_side(color: Color) -> &'static str {
    color.fold("des Blancs", "des Noirs")
}

/// French takes the singular below two: `0 jour`, `1 jour`, `2 jours`.
fn days(n: i64) -> String {
    if n < 2 {
        format!("{n} jour")
    } else {
        format!("{n} jours")
    }
}

/// After "votre couleur :" / "sa couleur :".
fn choice(color: ColorChoice) -> &'static str {
    match color {
        ColorChoice::White => "les Blancs",
        ColorChoice::Black => "les Noirs",
        ColorChoice::Random => "tirée au sort",
    }
}

fn claim(claim: DrawClaim) -> &'static str {
    match claim {
        DrawClaim::ThreefoldRepetition => "triple répétition",
        DrawClaim::FiftyMoves => "règle des 50 coups",
    }
}

/// "votre proposition de nulle" / "votre proposition d'annulation" (both feminine), the
/// nouns of the commands `Proposer nulle` and `Proposer annulation`.
fn request(kind: OfferKind) -> &'static str {
    match kind {
        OfferKind::Draw => "proposition de nulle",
        OfferKind::Cancel => "proposition d'annulation",
    }
}

/// What the other side proposes: "proposent la nulle".
fn proposes(kind: OfferKind) -> &'static str {
    match kind {
        OfferKind::Draw => "proposent la nulle",
        OfferKind::Cancel => "proposent d'annuler la partie",
    }
}

/// `Accepter nulle ou Refuser nulle`.
fn answers(kind: OfferKind) -> &'static str {
    match kind {
        OfferKind::Draw => "Accepter nulle ou Refuser nulle",
        OfferKind::Cancel => "Accepter annulation ou Refuser annulation",
    }
}

fn termination(t: Termination) -> &'static str {
    match t {
        Termination::Checkmate => "mat",
        Termination::Resignation => "abandon",
        Termination::Stalemate => "pat",
        Termination::InsufficientMaterial => "matériel insuffisant",
        Termination::Agreement => "accord mutuel",
        Termination::ThreefoldClaim => "triple répétition (réclamée)",
        Termination::FiftyMoveClaim => "la règle des 50 coups (réclamée)",
        Termination::FivefoldRepetition => "quintuple répétition",
        Termination::SeventyFiveMoves => "la règle des 75 coups",
        Termination::Forfeit => "forfait (délai dépassé)",
        Termination::ReverseForfeit => "forfait inversé",
        Termination::Adjudication => "décision de l'administrateur",
        Termination::Cancelled => "annulation",
    }
}

fn after(san: Option<crate::notation::SanPlus>) -> String {
    san.map(|m| format!(" après {}", m.localized(LANG)))
        .unwrap_or_default()
}

impl French {
    /// A refusal after "Non exécuté :" or "Rien n'a été fait :". The conflicts are
    /// fragments already, and may start with a command's name.
    fn continued_rejection(&self, why: &Rejection) -> String {
        match why {
            Rejection::Conflicts(_) => self.rejection(why),
            _ => continued(self.rejection(why)),
        }
    }
}

impl Catalogue for French {
    fn language(&self) -> Language {
        LANG
    }

    fn line(&self, line: &Line) -> String {
        match line {
            Line::YouPlayed { mv, reading } => match reading {
                Some(r) => format!(
                    "Vous avez joué {} (`{}` compris comme {} {}–{}).",
                    mv.text(LANG),
                    r.typed,
                    STRINGS.role(r.role),
                    r.from,
                    r.to
                ),
                None => format!("Vous avez joué {}.", mv.text(LANG)),
            },
            Line::Played { by, mv } => format!("{} ont joué {}.", side(*by), mv.text(LANG)),
            Line::YouRequested(OfferKind::Draw) => "Vous avez proposé la nulle.".to_owned(),
            Line::YouRequested(OfferKind::Cancel) => {
                "Vous avez proposé d'annuler la partie.".to_owned()
            }
            Line::Requests { by, kind } => format!("{} {}.", side(*by), proposes(*kind)),
            Line::YouAccepted(OfferKind::Draw) => {
                "Vous avez accepté la proposition de nulle.".to_owned()
            }
            Line::YouAccepted(OfferKind::Cancel) => {
                "Vous avez accepté l'annulation de la partie.".to_owned()
            }
            Line::YourRequestAccepted(k) => format!("Votre {} a été acceptée.", request(*k)),
            Line::YouDenied(k) => format!("Vous avez refusé la {}.", request(*k)),
            Line::YourRequestDenied { kind, denials } => format!(
                "Votre {} a été refusée (nombre de refus jusqu'ici : {denials}). C'est à vous de jouer.",
                request(*kind)
            ),
            Line::YouDeclinedByMoving(k) => {
                format!("En jouant un coup, vous avez décliné la {}.", request(*k))
            }
            Line::YourRequestDeclinedByMove(k) => format!(
                "En jouant un coup, votre adversaire a décliné votre {}.",
                request(*k)
            ),
            Line::YourClaimGranted { claim: c, after: a } => format!(
                "Votre réclamation de nulle ({}){} est fondée.",
                claim(*c),
                after(*a)
            ),
            Line::OpponentClaimGranted { claim: c, after: a } => format!(
                "Votre adversaire a réclamé la nulle ({}){} ; la réclamation est fondée.",
                claim(*c),
                after(*a)
            ),
            Line::YourClaimRefused(r) => claim_refusal(r),
            Line::YouResigned => "Vous avez abandonné.".to_owned(),
            Line::Resigned(by) => format!("{} ont abandonné.", side(*by)),
            Line::GameOver(o) => format!("Partie terminée : {}.", self.outcome(o)),
            Line::NotDone {
                command: Some(Command::Move(text)),
                why,
            } => format!(
                "Non exécuté : le coup `{}` — {}",
                text.localized(LANG),
                self.continued_rejection(why)
            ),
            Line::NotDone {
                command: Some(command),
                why,
            } => format!(
                "Non exécuté : `{}` — {}",
                self.command(command),
                self.continued_rejection(why)
            ),
            Line::NotDone { command: None, why } => {
                format!("Non exécuté : {}", self.continued_rejection(why))
            }
            Line::PgnAttached => "Le PGN de la partie est en pièce jointe.".to_owned(),
            Line::LanguageNow(_) => "pawnpost vous écrit désormais en français.".to_owned(),
            Line::NoCommand(NoCommand::QuotedOnly) => {
                "Votre message ne contenait que du texte cité : il n'y avait donc rien à faire."
                    .to_owned()
            }
            Line::NoCommand(NoCommand::Empty) => {
                "Votre message était vide : il n'y avait donc rien à faire.".to_owned()
            }
            Line::NoCommand(NoCommand::NotUnderstood) => {
                "Je n'ai trouvé aucune commande dans votre message.".to_owned()
            }
            Line::NoCommand(NoCommand::TextOnly) => "Je n'ai trouvé aucune commande dans votre \
                 message ; votre texte n'a donc pas été transmis à votre adversaire. Un \
                 commentaire n'est transmis qu'avec un coup ou une proposition."
                .to_owned(),
            Line::NotUnderstood(item) => self.not_understood(item),
            Line::NotUnderstoodLines(1) => {
                "Je n'ai pas compris une ligne de votre message.".to_owned()
            }
            Line::NotUnderstoodLines(n) => {
                format!("Je n'ai pas compris {n} lignes de votre message.")
            }
            Line::Shortened => "Cette réponse a été raccourcie ; répondez à ce message pour la recevoir en entier.".to_owned(),
            Line::Forfeited(loser) => format!(
                "{} n'ont pas réagi dans le délai imparti et perdent par forfait.",
                side(*loser)
            ),
            Line::ReverseForfeited(loser) => format!(
                "{} perdent par forfait inversé : deux de leurs propositions avaient déjà été refusées, et la troisième était toujours en attente à l'expiration du délai.",
                side(*loser)
            ),
            Line::Adjudicated(EndingNote::Admin(reason)) => {
                format!("L'administrateur a décidé de l'issue de la partie : {reason}")
            }
            Line::Reminder => {
                "Petit rappel : c'est à vous de jouer, et le délai expire bientôt.".to_owned()
            }
            Line::GameBegins => "Le défi a été accepté : la partie commence.".to_owned(),
            Line::Seat { side: s, opponent } => format!(
                "Vous jouez avec {} contre {opponent}.",
                s.fold("les Blancs", "les Noirs")
            ),
            Line::LastMove(mv) => format!("Dernier coup : {}", mv.text(LANG)),
            Line::YourRequestPending(k) => format!("Votre {} attend une réponse.", request(*k)),
            Line::AnswerRequest { by, kind } => format!(
                "{} {} : répondez {}.",
                side(*by),
                proposes(*kind),
                answers(*kind)
            ),
            Line::IsOver(o) => format!("La partie est terminée : {}.", self.outcome(o)),
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
                let (turn, loses) = if *you {
                    ("C'est à vous de jouer", "vous perdrez")
                } else {
                    (
                        who.fold("C'est aux Blancs de jouer", "C'est aux Noirs de jouer"),
                        "ils perdront",
                    )
                };
                format!(
                    "{turn}. Délai : {} (encore {}) ; sans réponse d'ici là, {loses} par forfait.",
                    self.date(*deadline),
                    days(*days_left)
                )
            }
            Line::ChallengeSent {
                opponent,
                color,
                timeout_days,
            } => format!(
                "Votre défi à {opponent} a été envoyé (votre couleur : {}, délai : {}).",
                choice(*color),
                days(*timeout_days)
            ),
            Line::HearWhenAnswered => {
                "pawnpost vous préviendra dès qu'il sera accepté ou refusé.".to_owned()
            }
            Line::Invitation {
                challenger,
                color,
                timeout_days,
            } => format!(
                "{challenger} vous défie aux échecs par correspondance (sa couleur : {}, délai : {}).",
                choice(*color),
                days(*timeout_days)
            ),
            Line::AnswerInvitation => "Répondez Accepter pour jouer, ou Refuser.".to_owned(),
            Line::ChallengeDeclinedBy(who) => format!("{who} a refusé votre défi."),
            Line::YouDeclinedChallengeOf(who) => {
                format!("Vous avez refusé le défi lancé par {who}.")
            }
            Line::ChallengeExpiredUnanswered(who) => format!(
                "{who} n'a pas répondu à temps à votre défi, qui a donc expiré. Vous pouvez en envoyer un nouveau."
            ),
            Line::InvitationExpired(who) => format!(
                "Le défi lancé par {who} a expiré sans réponse. Si vous voulez jouer, demandez-lui d'en envoyer un nouveau."
            ),
            Line::NothingWasDone(why) => {
                format!("Rien n'a été fait : {}", self.continued_rejection(why))
            }
            Line::YourGames => "Vos parties en cours (répondez au dernier message d'une partie pour y jouer) :".to_owned(),
            Line::Game(e) => format!(
                "n° {}  {} contre {}  coup {}  {}  délai {} (encore {})",
                e.game,
                e.white,
                e.black,
                e.fullmove,
                match e.to_act {
                    Some(c) if c == e.you => "à vous de jouer".to_owned(),
                    Some(c) => c.fold("trait aux Blancs", "trait aux Noirs").to_owned(),
                    None => "terminée".to_owned(),
                },
                self.date(e.deadline),
                days(e.days_left)
            ),
            Line::NoGames => "Vous n'avez aucune partie en cours. Pour en commencer une, écrivez par exemple : Défi ami@example.org".to_owned(),
            Line::TooManyMails { limit } => format!(
                "Vous avez envoyé plus de {limit} messages en une heure. pawnpost ne vous répondra plus avant la fin de cette heure ; rien de votre dernier message n'a été exécuté."
            ),
            Line::NotAnAddress(text) => format!(
                "`{text}` n'est pas une adresse e-mail ; écrivez par exemple Défi ami@example.org"
            ),
            Line::NotItself => {
                "pawnpost ne joue pas contre lui-même ; défiez plutôt un autre joueur.".to_owned()
            }
            Line::TooManyOpenChallenges { open, max } => format!(
                "Vous avez déjà {open} défis en attente (la limite est de {max}) ; attendez d'abord les réponses."
            ),
            Line::TooManyGames { active, max } => {
                format!("Vous jouez déjà {active} parties (la limite est de {max}).")
            }
            Line::ChallengerBusy { challenger, max } => format!(
                "{challenger} joue déjà le nombre maximal de parties ({max}) : cette partie ne peut pas commencer maintenant. Le défi reste ouvert ; acceptez-le de nouveau plus tard."
            ),
            Line::NoOpenChallenge => {
                "Il n'y a aucun défi en attente auquel vous pourriez répondre.".to_owned()
            }
            Line::WhichGame => "Votre message contient des commandes de partie, mais n'indique pas pour quelle partie. Répondez au dernier message de la partie (son adresse de réponse contient votre clé pour cette partie).".to_owned(),
            Line::NoAuthority { game, bad_token } => format!(
                "Rien n'a été fait : {}. pawnpost n'accepte les coups, les propositions et les abandons que par votre adresse de réponse personnelle, pour que personne ne puisse jouer à votre place.\nRépondez au dernier message de pawnpost pour la partie n° {game} (son adresse de réponse contient votre clé).",
                if *bad_token {
                    "l'adresse de réponse de votre message ne contient pas votre clé pour cette partie"
                } else {
                    "votre message n'est pas passé par votre adresse de réponse pour cette partie"
                }
            ),
            Line::Stale { game } => format!(
                "Rien n'a été fait : votre message répond à un ancien message de la partie n° {game}, et la partie a avancé depuis. Voici la position actuelle ; répondez à ce message."
            ),
            Line::ConfirmPlease { commands } => format!(
                "pawnpost a reçu de cette adresse un message demandant : {}. Rien n'a encore été fait.",
                commands.iter().map(|c| self.command(c).trim_end().to_owned()).collect::<Vec<_>>().join(" ; ")
            ),
            Line::ConfirmHow => "Pour vérifier que cette demande vient bien de vous, répondez à ce message par Confirmer. Si vous ne l'avez pas envoyée, ignorez simplement ce message : il ne se passera rien, et pawnpost ne vous écrira plus à ce sujet.".to_owned(),
            Line::ConfirmTip => "Répondre à un message de pawnpost suffit à prouver votre adresse : cette étape n'est nécessaire que pour un nouveau message que vous écrivez vous-même.".to_owned(),
            Line::NothingToConfirm => "Il n'y a rien à confirmer : répondez Confirmer au message qui le demande.".to_owned(),
            Line::ConfirmedBefore => "Ce message a déjà été confirmé ; rien n'a été exécuté une seconde fois.".to_owned(),
            Line::ConfirmationExpired { days: n } => format!(
                "Cette demande de confirmation date de plus {} et n'est plus valable ; renvoyez vos commandes.",
                if *n == 1 {
                    "d'un jour".to_owned()
                } else {
                    format!("de {}", days(i64::from(*n)))
                }
            ),
            Line::BlockHint => "Pour ne plus recevoir d'invitations de pawnpost, répondez Bloquer.".to_owned(),
            Line::Blocked => "pawnpost ne vous enverra plus d'invitations. Pour en recevoir de nouveau, envoyez Débloquer.".to_owned(),
            Line::Unblocked => "Vous recevrez de nouveau des invitations. Pour ne plus en recevoir, envoyez Bloquer.".to_owned(),
            Line::RecipientRefuses(who) => format!("{who} n'accepte pas les invitations de pawnpost."),
            Line::RecipientHadEnough(who) => format!(
                "{who} a déjà reçu aujourd'hui autant d'invitations que pawnpost en envoie à une adresse ; réessayez demain."
            ),
            Line::WhichChallenge => "Plusieurs défis attendent votre réponse. Répondez Accepter ou Refuser directement au message d'invitation du défi choisi :".to_owned(),
            Line::OpenChallenge { challenger, color, timeout_days } => format!(
                "{challenger} (sa couleur : {}, délai : {})",
                choice(*color),
                days(*timeout_days)
            ),
            Line::Clock(clock) => self.clock(crate::letter::ClockText::Line(clock)),
            Line::MailCut { limit } => format!(
                "Votre message dépassait {} Ko : pawnpost n'en a lu que le début. Envoyez les textes longs en plusieurs messages.",
                limit / 1024
            ),
            Line::Community(line) => self.community(line),
            Line::Conditions(line) => self.conditions(line),
        }
    }

    fn game_topic(&self, topic: &GameTopic) -> String {
        match topic {
            GameTopic::YourMove(mv) => format!("{} — à vous de jouer", mv.text(LANG)),
            GameTopic::Waiting { last, to_act } => format!(
                "{} — envoyé, trait aux {}",
                last.text(LANG),
                STRINGS.color(*to_act)
            ),
            GameTopic::NotDone => "non exécuté — voir pourquoi".to_owned(),
            GameTopic::Over(o) => self.outcome(o),
            GameTopic::YourMail => "votre message".to_owned(),
            GameTopic::GameOver(o) => format!("partie terminée — {}", self.outcome(o)),
            GameTopic::RequestToAnswer { by, kind } => format!(
                "{} {} — à vous de répondre",
                by.fold("les Blancs", "les Noirs"),
                proposes(*kind)
            ),
            GameTopic::YourAnswer => "à vous de répondre".to_owned(),
            GameTopic::NewsFrom(by) => format!("des nouvelles {}", of_side(*by)),
            GameTopic::Reminder { deadline } => {
                format!("rappel — votre coup avant le {}", self.date(*deadline))
            }
            GameTopic::Begins { you_move: true } => {
                "la partie commence — à vous de jouer".to_owned()
            }
            GameTopic::Clock(topic) => self.clock(crate::letter::ClockText::Topic(topic)),
            GameTopic::Begins { you_move: false } => {
                "la partie commence — les Blancs jouent en premier".to_owned()
            }
        }
    }

    fn lobby_topic(&self, topic: &LobbyTopic) -> String {
        match topic {
            LobbyTopic::ChallengeSent { to } => format!("Défi envoyé à {to}"),
            LobbyTopic::Invitation { from } => format!("{from} vous défie aux échecs"),
            LobbyTopic::ChallengeDeclined { by } => format!("{by} a refusé votre défi"),
            LobbyTopic::YouDeclined => "Défi refusé".to_owned(),
            LobbyTopic::ChallengeExpired { to } => format!("Votre défi à {to} a expiré"),
            LobbyTopic::InvitationExpired => "Un défi a expiré".to_owned(),
            LobbyTopic::NotDone => "Non exécuté — voir pourquoi".to_owned(),
            LobbyTopic::YourGames => "Vos parties".to_owned(),
            LobbyTopic::Help => "Aide".to_owned(),
            LobbyTopic::Language => "Langue".to_owned(),
            LobbyTopic::TooManyMails => "Trop de messages".to_owned(),
            LobbyTopic::NoOpenChallenge => "Aucun défi en attente".to_owned(),
            LobbyTopic::WhichGame => "Quelle partie ?".to_owned(),
            LobbyTopic::NothingDone => "Rien n'a été fait".to_owned(),
            LobbyTopic::Confirm => "Merci de confirmer votre message".to_owned(),
            LobbyTopic::Blocked => "Plus d'invitations".to_owned(),
            LobbyTopic::Unblocked => "Invitations de nouveau acceptées".to_owned(),
            LobbyTopic::WhichChallenge => "Quel défi ?".to_owned(),
            LobbyTopic::NoAuthority { game } => {
                format!("n° {game} : non exécuté — répondez au dernier message de la partie")
            }
            LobbyTopic::Clock(topic) => self.clock(crate::letter::ClockText::Topic(topic)),
            LobbyTopic::Stale { game } => {
                format!("n° {game} : non exécuté — la partie a avancé")
            }
            LobbyTopic::Community(topic) => {
                self.community(&crate::letter::CommunityLine::Subject(topic.clone()))
            }
        }
    }

    fn folded(&self, more: usize) -> String {
        if more == 1 {
            " (et 1 autre réponse)".to_owned()
        } else {
            format!(" (et {more} autres réponses)")
        }
    }

    fn opponent_writes(&self) -> String {
        "Votre adversaire écrit :".to_owned()
    }

    fn moves_heading(&self) -> String {
        "Coups".to_owned()
    }

    fn colon(&self) -> &'static str {
        " :"
    }

    fn help(&self) -> String {
        "\
pawnpost vous permet de jouer aux échecs par correspondance, par e-mail. Répondez au dernier message d'une partie par :
  un coup : e4, Cf3, exd5, O-O, e8=D, e2e4, 5254, Petit roque, en passant e5d6
  Proposer nulle / Accepter nulle / Refuser nulle
  Proposer annulation / Accepter annulation / Refuser annulation
  Réclamer nulle, éventuellement avec votre coup : Réclamer nulle Cf3 (triple répétition ou règle des 50 coups)
  Abandonner
  Donner 2 jours (plus de temps à la pendule de votre adversaire)
  Échiquier, Historique, PGN, Parties, Aide, Langue de|fr|en
Dans n'importe quel message : Congé 7 jours, Congé jusqu'au 31/12/2026, Congé du 24/12/2026 au 02/01/2027, De retour, Calendrier non / oui
Pour commencer une partie, écrivez un nouveau message : Défi ami@example.org [blancs|noirs|hasard] [délai 30 jours] [3 jours par coup | Fischer 10+1]
Répondez à un défi par Accepter ou Refuser.
Les commandes anglaises, comme Request Draw ou Nf3, sont toujours comprises elles aussi.".to_owned()
    }

    fn footer(&self, footer: &Footer) -> Vec<String> {
        const COMMANDS: &str = "Commandes : Échiquier, Historique, PGN, Parties, Aide.";
        match footer {
            Footer::Lobby => vec!["Envoyez Aide pour la liste des commandes.".to_owned()],
            Footer::Over => vec![
                "Cette partie est terminée. Envoyez PGN pour la notation, Parties pour la liste de vos parties."
                    .to_owned(),
            ],
            Footer::Answer(k) => vec![format!("Répondez {}.", answers(*k)), COMMANDS.to_owned()],
            Footer::YourMove { example } => vec![
                match example {
                    Some(m) => format!(
                        "Répondez par votre coup, par exemple {} ; vous pouvez y ajouter Proposer nulle, ou envoyer Abandonner.",
                        m.localized(LANG)
                    ),
                    None => "Répondez par votre coup ; vous pouvez y ajouter Proposer nulle, ou envoyer Abandonner.".to_owned(),
                },
                COMMANDS.to_owned(),
            ],
            Footer::Wait => vec![
                "Attendez la réponse de votre adversaire ; vous pouvez envoyer Abandonner ou Proposer annulation à tout moment."
                    .to_owned(),
                COMMANDS.to_owned(),
            ],
        }
    }

    fn rejection(&self, rejection: &Rejection) -> String {
        match rejection {
            Rejection::UnknownGame { id } => format!(
                "Vous n'avez pas de partie n° {id}. Répondez au dernier message de la partie voulue, ou envoyez Parties pour la liste de vos parties."
            ),
            Rejection::NotAPlayer { address } => format!("{address} ne joue pas dans cette partie."),
            Rejection::GameOver { outcome } => {
                format!("La partie est terminée : {}.", self.outcome(outcome))
            }
            Rejection::NotYourTurn { to_move, address } => format!(
                "Ce n'est pas à vous de jouer : {} ({address}) ont le trait.",
                to_move.fold("les Blancs", "les Noirs")
            ),
            Rejection::MustAnswerFirst { kind } => format!(
                "Votre adversaire {} ; répondez {} avant que la partie continue.",
                match kind {
                    OfferKind::Draw => "propose la nulle",
                    OfferKind::Cancel => "propose d'annuler la partie",
                },
                answers(*kind)
            ),
            Rejection::AwaitingAnswer { kind } => format!(
                "Votre {} attend la réponse de votre adversaire ; la partie reprendra dès qu'elle sera acceptée ou refusée.",
                request(*kind)
            ),
            Rejection::NoPendingOffer { kind } => {
                format!("Il n'y a aucune {} en attente.", request(*kind))
            }
            Rejection::OfferAlreadyPending { kind, by } => format!(
                "Une {} {} est déjà en attente ; il faut d'abord y répondre.",
                request(*kind),
                of_side(*by)
            ),
            Rejection::OwnOffer { kind } => format!(
                "La {} en attente est la vôtre ; seul votre adversaire peut l'accepter ou la refuser.",
                request(*kind)
            ),
            Rejection::MustMoveAfterDenial => "Votre proposition a été refusée, c'est donc à vous de jouer (ou d'abandonner) ; vous pouvez faire une nouvelle proposition en même temps qu'un coup.".to_owned(),
            Rejection::Move { error, legal_moves } => {
                let mut text = self.move_error(error);
                if !matches!(error, MoveError::Ambiguous { .. }) && !legal_moves.is_empty() {
                    text.push_str(&format!(
                        " Coups légaux : {}.",
                        localized_moves(legal_moves, LANG).join(", ")
                    ));
                }
                text
            }
            Rejection::Conflicts(conflicts) => {
                let list: Vec<String> = conflicts.iter().map(|c| self.conflict(c)).collect();
                format!("{}.", list.join(" ; "))
            }
            Rejection::Combination(c) => match c {
                Combination::ResignWithOthers => "La commande Abandonner met fin à la partie et ne peut pas être envoyée avec d'autres commandes de partie.",
                Combination::AcceptWithOthers => "Accepter une proposition met fin à la partie : cette commande ne peut pas être envoyée avec d'autres commandes de partie.",
                Combination::MovesTwice => "Un message ne peut contenir qu'un seul coup (ou une seule réclamation de nulle).",
                Combination::RequestsTwice => "Une seule proposition (nulle ou annulation) peut être en attente à la fois.",
                Combination::DeniesTwice => "Une seule proposition peut être en attente ; il n'y en a donc qu'une à refuser.",
            }
            .to_owned(),
            Rejection::ChallengeYourself => "Vous ne pouvez pas vous défier vous-même.".to_owned(),
            Rejection::TimeoutOutOfRange { max } => {
                format!("Le délai doit être compris entre 1 et {max} jours.")
            }
            Rejection::ChallengeNotOpen { state } => match state {
                ChallengeState::Accepted { .. } => "Ce défi n'est plus en attente : il a déjà été accepté.",
                ChallengeState::Declined => "Ce défi n'est plus en attente : il a été refusé.",
                ChallengeState::Expired | ChallengeState::Open => "Ce défi n'est plus en attente : il a expiré.",
            }
            .to_owned(),
            Rejection::Clock(refusal) => self.clock(crate::letter::ClockText::Refusal(refusal)),
            Rejection::NotAGameCommand { .. } => "Un défi s'envoie dans un nouveau message à pawnpost, pas en réponse à une partie.".to_owned(),
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
            "Je n'ai pas compris `{}` : {}",
            item.text,
            reason(&item.reason)
        )
    }

    fn conflict(&self, c: &Conflict) -> String {
        conflict(c)
    }

    fn outcome(&self, outcome: &Outcome) -> String {
        let t = termination(outcome.termination);
        match outcome.result {
            GameResult::WhiteWins => format!("les Blancs gagnent par {t} (1-0)"),
            GameResult::BlackWins => format!("les Noirs gagnent par {t} (0-1)"),
            GameResult::Draw => format!("nulle par {t} (1/2-1/2)"),
            GameResult::Cancelled => "partie annulée (*)".to_owned(),
        }
    }

    fn command(&self, command: &Command) -> String {
        match command {
            Command::Move(text) => text.localized(LANG),
            Command::RequestDraw => "Proposer nulle".to_owned(),
            Command::AcceptDraw => "Accepter nulle".to_owned(),
            Command::DenyDraw => "Refuser nulle".to_owned(),
            Command::RequestCancel => "Proposer annulation".to_owned(),
            Command::AcceptCancel => "Accepter annulation".to_owned(),
            Command::DenyCancel => "Refuser annulation".to_owned(),
            Command::ClaimDraw(None) => "Réclamer nulle".to_owned(),
            Command::ClaimDraw(Some(m)) => format!("Réclamer nulle {}", m.localized(LANG)),
            Command::Resign => "Abandonner".to_owned(),
            Command::Challenge {
                opponent,
                color,
                timeout_days,
                casual,
                clock,
            } => {
                let mut text = format!("Défi {opponent}");
                match color {
                    ColorChoice::White => text.push_str(" blancs"),
                    ColorChoice::Black => text.push_str(" noirs"),
                    ColorChoice::Random => {}
                }
                if let Some(n) = timeout_days {
                    text.push_str(&format!(" délai {}", days(i64::from(*n))));
                }
                if let Some(control) = clock {
                    text.push(' ');
                    text.push_str(&super::clock::control_command(Language::French, control));
                }
                if *casual {
                    text.push_str(" amicale");
                }
                text
            }
            Command::AcceptChallenge => "Accepter".to_owned(),
            Command::DeclineChallenge => "Refuser".to_owned(),
            Command::Board => "Échiquier".to_owned(),
            Command::History => "Historique".to_owned(),
            Command::Pgn => "PGN".to_owned(),
            Command::Games => "Parties".to_owned(),
            Command::Help => "Aide".to_owned(),
            Command::Language(l) => format!("Langue {}", l.code()),
            Command::Confirm => "Confirmer".to_owned(),
            Command::Block => "Bloquer".to_owned(),
            Command::Clock(clock) => self.clock(crate::letter::ClockText::Command(clock)),
            Command::Unblock => "Débloquer".to_owned(),
            Command::Community(c) => super::community::command(LANG, c),
            Command::Conditions(c) => super::conditions::command(LANG, c),
        }
    }

    fn color(&self, color: Color) -> String {
        color.fold("les Blancs", "les Noirs").to_owned()
    }

    fn date(&self, at: Timestamp) -> String {
        let c = CalendarTime::of(at);
        let month = MONTHS
            .get((c.month as usize).saturating_sub(1))
            .copied()
            .unwrap_or("");
        let day = if c.day == 1 {
            "1er".to_owned()
        } else {
            c.day.to_string()
        };
        format!(
            "{day} {month} {} à {} h {:02} UTC",
            c.year, c.hour, c.minute
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
            "après {}, la position serait apparue {n} fois (il en faut 3) et {h} demi-coups se seraient écoulés sans prise ni coup de pion (il en faut 100)",
            san.localized(LANG)
        ),
        None => format!(
            "la position est apparue {n} fois (il en faut 3) et {h} demi-coups se sont écoulés sans prise ni coup de pion (il en faut 100)"
        ),
    };
    format!(
        "Votre réclamation de nulle est rejetée : {facts}. La partie continue, et c'est toujours à vous de jouer."
    )
}

/// Feminine roles take "la", "aucune", "une".
fn feminine(role: Role) -> bool {
    matches!(role, Role::Rook | Role::Queen)
}

/// `le cavalier`, `la tour`.
fn the_role(role: Role) -> String {
    let article = if feminine(role) { "la" } else { "le" };
    format!("{article} {}", STRINGS.role(role))
}

/// `un cavalier`, `une tour`.
fn a_role(role: Role) -> String {
    let article = if feminine(role) { "une" } else { "un" };
    format!("{article} {}", STRINGS.role(role))
}

pub(super) fn illegal_reason(reason: &IllegalReason) -> String {
    match *reason {
        IllegalReason::NoPieceLeft { role } => {
            format!("vous n'avez plus de {}", STRINGS.role(role))
        }
        IllegalReason::PromotionNotOnLastRank => {
            "un pion n'est promu que sur la dernière rangée".to_owned()
        }
        IllegalReason::OwnPieceOn(square) => {
            format!("une de vos pièces occupe déjà {square}")
        }
        IllegalReason::NoPieceCanReach { role, to } => match role {
            Role::King => format!("votre roi ne peut pas atteindre {to}"),
            role => format!(
                "{} de vos {}s ne peut atteindre {to}",
                if feminine(role) { "aucune" } else { "aucun" },
                STRINGS.role(role)
            ),
        },
        IllegalReason::DoesNotEscapeCheck => {
            "votre roi est en échec, et ce coup ne pare pas l'échec".to_owned()
        }
        IllegalReason::LeavesKingInCheck { pinned: true } => {
            "votre roi serait alors en échec (la pièce est clouée)".to_owned()
        }
        IllegalReason::LeavesKingInCheck { pinned: false } => {
            "votre roi serait alors en échec".to_owned()
        }
        IllegalReason::CastlingRightLost(_) => "vous ne pouvez plus roquer de ce côté (le roi ou cette tour a déjà bougé)".to_owned(),
        IllegalReason::CastlingOutOfCheck(_) => {
            "vous ne pouvez pas roquer quand votre roi est en échec".to_owned()
        }
        IllegalReason::CastlingBlocked(_) => {
            "des pièces se trouvent entre votre roi et votre tour".to_owned()
        }
        IllegalReason::CastlingThroughCheck(_) => {
            "votre roi traverserait ou atteindrait une case attaquée".to_owned()
        }
        IllegalReason::CastlingNotPossible => "le roque n'est pas possible maintenant (le roi ou la tour a bougé, une case entre eux est occupée, ou le roi est en échec, traverse ou atteint une case attaquée)".to_owned(),
        IllegalReason::NoPieceOn(square) => format!("il n'y a aucune pièce en {square}"),
        IllegalReason::NotYourPiece { role, square } => {
            format!("{} en {square} n'est pas à vous", the_role(role))
        }
        IllegalReason::OnlyPawnsPromote { role, from } => format!(
            "seul un pion peut être promu, et la pièce en {from} est {}",
            a_role(role)
        ),
        IllegalReason::NoPromotionThere { role, from, to } => format!(
            "{} en {from} n'est pas promu en allant en {to}",
            the_role(role)
        ),
        IllegalReason::CannotMoveTo { role, from, to } => {
            format!("{} en {from} ne peut pas aller en {to}", the_role(role))
        }
        IllegalReason::NotAnEnPassantCapture { from, to } => {
            format!("{from}{to} n'est pas une prise en passant")
        }
    }
}

pub(super) fn move_error(error: &MoveError) -> String {
    match error {
        MoveError::Illegal { text, reason } => format!(
            "`{}` n'est pas un coup légal : {}.",
            text.localized(LANG),
            illegal_reason(reason)
        ),
        MoveError::Ambiguous { text, candidates } => format!(
            "`{}` est ambigu : ce pourrait être {}. Précisez la colonne ou la rangée de la pièce voulue.",
            text.localized(LANG),
            candidates
                .iter()
                .map(|c| c.localized(LANG))
                .collect::<Vec<_>>()
                .join(" ou ")
        ),
        MoveError::PromotionMissing { text, example } => format!(
            "`{}` atteint la dernière rangée : indiquez en quelle pièce le pion est promu, par exemple {}.",
            text.localized(LANG),
            example.localized(LANG)
        ),
    }
}

pub(super) fn syntax_error(error: &MoveSyntaxError) -> String {
    match error {
        MoveSyntaxError::NotAMove | MoveSyntaxError::Unreadable => {
            "écrivez les coups par exemple ainsi : Cf3, exd5, e8=D, O-O, e2e4 ou 5254".to_owned()
        }
        MoveSyntaxError::NoSuchSquare(square) => {
            format!("il n'y a pas de case {square} sur l'échiquier")
        }
        MoveSyntaxError::UnknownPiece(letter) => {
            format!("`{letter}` n'est pas une lettre de pièce")
        }
        MoveSyntaxError::BadPromotion => "un pion est promu sur la dernière rangée en dame, tour, fou ou cavalier (par exemple e8=D)".to_owned(),
        MoveSyntaxError::IccfDigits => "les coups numériques ICCF utilisent les chiffres 1 à 8, et 1 à 4 pour une promotion (par exemple 5254)".to_owned(),
        MoveSyntaxError::EnPassantSquares => "en passant demande la case du pion et sa case d'arrivée, par exemple en passant e5d6".to_owned(),
    }
}

fn address_error(error: &AddressError) -> &'static str {
    match error {
        AddressError::Empty => "l'adresse est vide",
        AddressError::DisplayName => "écrivez seulement l'adresse, sans nom ni chevrons",
        AddressError::QuotedLocalPart => {
            "la partie avant le @ est entre guillemets ; pawnpost n'écrit qu'à des adresses simples"
        }
        AddressError::Whitespace => "une adresse ne contient pas d'espace",
        AddressError::InvisibleCharacter => {
            "l'adresse contient un caractère invisible ou illisible"
        }
        AddressError::NotLocalAtDomain => "une adresse a la forme nom@domaine",
        AddressError::NonAsciiLocalPart(_) => {
            "la partie avant le @ contient des caractères hors ASCII ; pawnpost n'écrit qu'aux adresses dont la partie avant le @ ne contient que a–z, des chiffres et . _ - +"
        }
        AddressError::BadLocalPart(_) => {
            "la partie avant le @ contient un caractère impossible dans une adresse"
        }
        AddressError::LocalPartDots => {
            "la partie avant le @ commence ou finit par un point, ou contient deux points de suite"
        }
        AddressError::TooLong => "l'adresse est trop longue",
        AddressError::IpLiteral => "pawnpost n'écrit pas à une adresse IP entre crochets",
        AddressError::BadDomain => "la partie après le @ n'est pas un nom d'hôte comme example.org",
    }
}

/// A command in the player's words, for reasons and conflicts.
fn label(command: &Command) -> String {
    match command {
        Command::Move(mv) => format!("`{}`", mv.localized(LANG)),
        other => French.command(other),
    }
}

pub(super) fn reason(reason: &Reason) -> String {
    match reason {
        Reason::UnknownCommand(word) => format!(
            "`{word}` n'est pas une commande que pawnpost connaît ; envoyez Aide pour la liste des commandes"
        ),
        Reason::BadMove { text, problem } => {
            format!("`{text}` n'est pas un coup : {}", syntax_error(problem))
        }
        Reason::AmbiguousDraw => "proposez-vous la nulle (Proposer nulle), l'acceptez-vous (Accepter nulle) ou la refusez-vous (Refuser nulle) ?".to_owned(),
        Reason::AmbiguousCancel => "proposez-vous l'annulation (Proposer annulation), l'acceptez-vous (Accepter annulation) ou la refusez-vous (Refuser annulation) ?".to_owned(),
        Reason::CastleSide => "de quel côté ? Écrivez Petit roque (O-O) ou Grand roque (O-O-O)".to_owned(),
        Reason::EnPassantSquares => syntax_error(&MoveSyntaxError::EnPassantSquares),
        Reason::Challenge(problem) => format!(
            "{} ; écrivez par exemple Défi anna@example.org blancs délai 14 jours",
            match problem {
                ChallengeProblem::NoAddress => "Défi demande l'adresse de votre adversaire".to_owned(),
                ChallengeProblem::NotAnAddress { text, why } => {
                    format!("`{text}` n'est pas une adresse e-mail : {}", address_error(why))
                }
                ChallengeProblem::TimeoutDays => "il manque le nombre de jours après délai".to_owned(),
            }
        ),
        Reason::Language(word) => format!(
            "pawnpost ne parle pas `{word}` ; écrivez Langue fr, Langue en ou Langue de"
        ),
        Reason::ExtraText(word) => format!(
            "`{word}` n'est pas une commande ; écrivez les commandes seules sur leur ligne et votre commentaire sur une ligne à part"
        ),
        Reason::Question(command) => format!(
            "`{}?` est une question ; écrivez-le sans point d'interrogation si c'est bien ce que vous voulez",
            French.command(command)
        ),

        Reason::Clock(problem) => French.clock(crate::letter::ClockText::Problem(problem)),
        Reason::TooManyCommands => format!(
            "trop de commandes dans un seul message ; pawnpost ne lit que les {MAX_COMMANDS} premières"
        ),
        Reason::Community(problem) => super::community::problem(LANG, problem),
        Reason::Conditions(problem) => super::conditions::problem(LANG, problem),
    }
}

pub(super) fn conflict(conflict: &Conflict) -> String {
    match conflict {
        Conflict::TwoMoves { first, second } => format!(
            "deux coups dans un même message (`{}` et `{}`) — n'envoyez qu'un coup par message",
            first.localized(LANG),
            second.localized(LANG)
        ),
        Conflict::ResignWith(Command::Move(mv)) => format!(
            "un coup et Abandonner dans un même message (`{}` et Abandonner) — envoyez l'un ou l'autre",
            mv.localized(LANG)
        ),

        Conflict::ResignWith(other) => format!(
            "Abandonner et {} dans un même message — envoyez l'un ou l'autre",
            label(other)
        ),
        Conflict::Contradicting(a, b) => format!(
            "{} et {} dans un même message — envoyez l'un des deux",
            label(a),
            label(b)
        ),
        Conflict::Repeated(command) => format!(
            "{} deux fois dans un même message — envoyez-le une seule fois",
            label(command)
        ),
    }
}
