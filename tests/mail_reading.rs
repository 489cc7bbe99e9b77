//! Reading real mail: every fixture under `tests/fixtures/mail/` is parsed, guarded and
//! read for commands, and compared with what its author meant.
//!
//! Each fixture imitates one mail client (headers, MIME structure, encodings, quoting)
//! and quotes what pawnpost sends: the ASCII board, the move list, and a help line with
//! example commands ("Reply with your move, e.g. Nf3, or: Request Draw, Resign"). So
//! every row also proves that no command was taken from quoted text.

use std::path::Path;

use pawnpost::command::parse::{Reading, read_commands, read_reply};
use pawnpost::command::trim::OwnTexts;
use pawnpost::command::{ColorChoice, Command, Day};
use pawnpost::mail::{InboundMail, Silence, loop_guard, parse_mail, subject_game_tag};
use pawnpost::notation::Language;
use serde::Deserialize;

const SERVER: &str = "pawnpost@example.org";
const MAX_BYTES: usize = 1 << 20;

/// What a fixture should read as.
struct Expected {
    file: &'static str,
    language: Language,
    /// The game named in the subject.
    game: Option<i64>,
    silence: Option<Silence>,
    commands: Vec<Command>,
    comment: Option<&'static str>,
    /// Display texts of the conflicts.
    conflicts: Vec<&'static str>,
    quoted_only: bool,
}

impl Expected {
    fn new(file: &'static str, game: Option<i64>, commands: Vec<Command>) -> Self {
        Expected {
            file,
            language: Language::English,
            game,
            silence: None,
            commands,
            comment: None,
            conflicts: Vec::new(),
            quoted_only: false,
        }
    }

    fn comment(mut self, comment: &'static str) -> Self {
        self.comment = Some(comment);
        self
    }

    fn language(mut self, language: Language) -> Self {
        self.language = language;
        self
    }

    fn silence(mut self, silence: Silence) -> Self {
        self.silence = Some(silence);
        self
    }

    fn conflict(mut self, text: &'static str) -> Self {
        self.conflicts.push(text);
        self
    }

    fn quoted_only(mut self) -> Self {
        self.quoted_only = true;
        self
    }
}

fn mv(text: &str) -> Command {
    Command::Move(text.parse().unwrap())
}

fn expectations() -> Vec<Expected> {
    use Command::{
        AcceptDraw, Board, Challenge, DenyDraw, Help, History, Pgn, RequestDraw, Resign,
    };
    use pawnpost::notation::Language::{French, German};
    vec![
        // Gmail web: text/plain + HTML, "On … wrote:" wrapped before "wrote:".
        Expected::new("gmail_web_top_posted.eml", Some(12), vec![mv("Ba4")]),
        // Gmail web, QP with an emoji, header wrapped inside the address, comment around.
        Expected::new("gmail_web_wrapped_header_comment.eml", Some(12), vec![mv("Bxc6")])
            .comment("Hi Bob,\n\nI'll take the pawn, thanks for the gift 😀\n\nAnna"),
        // Gmail: the player sent the quote back without writing anything.
        Expected::new("gmail_quoted_only.eml", Some(12), vec![]).quoted_only(),
        // Gmail app on Android: "On <date>, <time> <name>, <addr> wrote:", move and draw?.
        Expected::new("gmail_android_app.eml", Some(12), vec![mv("Nf6"), RequestDraw]),
        // Outlook desktop, HTML only, Windows-1252 QP, From/Sent/To/Subject block.
        Expected::new("outlook_desktop_html_only.eml", Some(12), vec![mv("Qxd8")])
            .comment("Sorry, I had to take your queen – it’s war!"),
        // Outlook desktop, underscore line above the header block.
        Expected::new("outlook_desktop_underscore_header_block.eml", Some(12), vec![mv("O-O")])
            .comment("Your bishop is in trouble now."),
        // Outlook in plain text mode: -----Original Message-----.
        Expected::new("outlook_plain_original_message.eml", Some(12), vec![AcceptDraw])
            .comment("Thank you for the game, it was a pleasure.\nAnna"),
        // Outlook.com web: ISO-8859-1 QP, divRplyFwdMsg.
        Expected::new("outlook_com_web.eml", Some(12), vec![mv("Bxc6")]),
        // Outlook for iOS: "Get Outlook for iOS" signature.
        Expected::new("outlook_ios.eml", Some(14), vec![mv("d4")]),
        // Apple Mail: format=flowed; delsp=yes, attribution inside the quote.
        Expected::new("apple_mail_flowed_delsp.eml", Some(12), vec![mv("Bxc6")]).comment(
            "I have been thinking about this position for two days now and I am fairly sure \
             that the exchange on c6 gives me a small but lasting endgame advantage.\n\nAnna",
        ),
        // Apple Mail: multipart/alternative, blockquote type=cite in the HTML.
        Expected::new("apple_mail_html_alternative.eml", Some(12), vec![mv("Re1")])
            .comment("Your move, Bob. ♟"),
        // Apple Mail: a game mail forwarded to pawnpost ("Begin forwarded message:").
        Expected::new("apple_mail_forwarded.eml", Some(12), vec![Board, History]),
        // iPhone: "Sent from my iPhone" above the quote.
        Expected::new("iphone_mail.eml", Some(12), vec![mv("Nxe5")]),
        // iPad: resignation and a comment as two sentences of one line.
        Expected::new("ipad_mail_resign.eml", Some(12), vec![Resign]).comment("Well played!"),
        // Thunderbird: format=flowed (DelSp=no), bottom-posted, a soft break inside the
        // command "Queen-Side Castle".
        Expected::new("thunderbird_flowed_bottom_posted.eml", Some(12), vec![mv("O-O-O")]).comment(
            "I know it looks risky with the queens still on the board, but I like attacking \
             on the kingside with my pawns.\n\nAnna",
        ),
        // Thunderbird German: DelSp=yes with a break inside a word, "Am … schrieb …:",
        // German piece letter, "-- " signature.
        Expected::new("thunderbird_german_delsp.eml", Some(15), vec![mv("Nf3")])
            .language(German)
            .comment(
                "Mit dem Springer auf f3 decke ich endlich meinen Königsbauern. Schöne Grüße \
                 nach Köln!",
            ),
        // Thunderbird: the PGN attachment (which contains "Resign") is ignored.
        Expected::new("thunderbird_pgn_attachment.eml", Some(12), vec![Pgn, History])
            .comment("I attached my analysis of the opening, have a look."),
        // mutt: custom attribution "* name <addr> [date]:", bottom-posted, "-- " signature.
        Expected::new("mutt_bottom_posted_signature.eml", Some(12), vec![mv("Nxe4")])
            .comment("Cheers,\nBob"),
        // mutt: answers interleaved with quotes.
        Expected::new("mutt_interleaved.eml", Some(12), vec![DenyDraw, mv("Bg4")])
            .comment("No, thanks. The game has just started."),
        // GMX: ISO-8859-1 8bit, Gesendet/Von/An/Betreff block, German letter L.
        Expected::new("gmx_german_latin1.eml", Some(15), vec![mv("Bb5")])
            .language(German)
            .comment("Schöne Grüße aus München\nJonas"),
        // web.de: ISO-8859-15 QP with €, "Am … schrieb …:", move and draw offer.
        Expected::new("webde_german_latin9.eml", Some(15), vec![mv("Qxd5"), RequestDraw])
            .language(German)
            .comment("Um 5 € wette ich, dass Du annimmst."),
        // web.de Android app: German castling words, "--" and the app's signature.
        Expected::new("webde_mobile_app_german.eml", Some(15), vec![mv("O-O")]).language(German),
        // German Outlook: -----Ursprüngliche Nachricht-----.
        Expected::new("outlook_german_urspruengliche.eml", Some(15), vec![Resign])
            .language(German)
            .comment("Glückwunsch, das war eine schöne Partie.\n\nMit freundlichen Grüßen\nJonas Weber"),
        // German Outlook, HTML only, Von/Gesendet/An/Betreff.
        Expected::new("outlook_german_html_only.eml", Some(15), vec![AcceptDraw])
            .language(German)
            .comment("Danke für die faire Partie – bis zum nächsten Mal!"),
        // Orange webmail: "Le … a écrit :", French piece letter C.
        Expected::new("orange_french_webmail.eml", Some(16), vec![mv("Nf6")])
            .language(French)
            .comment("Bonne journée,\nCamille"),
        // Free / iPhone in French: "Envoyé de mon iPhone", French F.
        Expected::new("free_french_iphone.eml", Some(16), vec![mv("Bxc4")]).language(French),
        // French Outlook: De :/Envoyé :/À :/Objet :, "Tf8, nulle ?".
        Expected::new("outlook_french_de_envoye.eml", Some(16), vec![mv("Rf8"), RequestDraw])
            .language(French)
            .comment("Camille"),
        // Roundcube: HTML only, blockquote, entities, "Bxf7+ & draw?".
        Expected::new("roundcube_html_only_blockquote.eml", Some(12), vec![mv("Bxf7"), RequestDraw])
            .comment("Your king looks cold 🥶"),
        // Samsung Email: base64 body, "-------- Original message --------".
        Expected::new("samsung_email_base64.eml", Some(17), vec![mv("c5")]),
        // Yahoo on Android: two moves in one mail; the quote is indented, not marked.
        Expected::new("yahoo_android_two_moves.eml", Some(12), vec![mv("e5"), mv("d5")])
            .conflict("two moves in one mail: `e5` and `d5` — send one move per mail"),
        // A client quoting by indentation, the move written below the quote.
        Expected::new("indentation_quoting_bottom_posted.eml", Some(12), vec![mv("Nc6")])
            .comment("Let's see what you do with that."),
        // A webmail that appends pawnpost's mail without any quote mark or header: the
        // board, move list and help line are skipped; pawnpost's plain sentences cannot
        // be told from the player's and end up in the comment.
        Expected::new("webmail_unquoted_original.eml", Some(12), vec![mv("Ba4")]).comment(
            "Bob Example played 3... a6.\n\nWhite (Anna Schmidt) to move. Deadline: 14 February 2024.",
        ),
        // A new challenge sent to the plain server address.
        Expected::new(
            "fastmail_challenge.eml",
            None,
            vec![Challenge {
                opponent: "bob@example.net".into(),
                color: ColorChoice::Black,
                timeout_days: Some(10),
                casual: false,
            clock: None,
            start: Box::default(),
            }],
        )
        .comment("Hi Bob, fancy a game? You may start.\n\nAnna"),
        // 120 nested multiparts around one text/plain part.
        Expected::new("deep_mime_nesting.eml", Some(12), vec![mv("Nf3")]),
        // NUL bytes and invalid UTF-8 in headers and body.
        Expected::new("nul_bytes_invalid_utf8.eml", Some(12), vec![mv("e4")]).comment("Best,\u{FFFD}\nAnna"),
        // Nothing written at all.
        Expected::new("empty_body.eml", Some(12), vec![]),
        // Mail that must never be answered; what it would read as is still checked so
        // nothing in it could be mistaken for a command if it were.
        Expected::new("exchange_out_of_office.eml", Some(12), vec![])
            .silence(Silence::AutoSubmitted("auto-generated".into()))
            .comment(
                "I am out of the office until 29 January with limited access to e-mail.\n\
                 For urgent matters please contact my colleague at office@example.com.\n\nAnna Schmidt",
            ),
        Expected::new("german_abwesenheitsnotiz.eml", Some(15), vec![Resign])
            .language(German)
            .silence(Silence::AutoReplySubject(
                "Abwesenheitsnotiz: [pawnpost #15] Sie sind am Zug gegen Bob Example".into(),
            ))
            .comment("Ich bin bis zum 31.01. nicht im Büro. Ihre E-Mail wird nicht weitergeleitet."),
        Expected::new("postfix_bounce.eml", None, vec![])
            .silence(Silence::AutoSubmitted("auto-replied".into()))
            .comment(
                "This is the mail system at host mx.example.org.\n\n\
                 I'm sorry to have to inform you that your message could not\n\
                 be delivered to one or more recipients. It's attached below.\n\n\
                 For further assistance, please send mail to postmaster.\n\n\
                 If you do so, please include this problem report. You can\n\
                 delete your own text from the attached returned message.\n\n\
                 The mail system\n\n\
                 <old.player@example.invalid>: Host or domain name not found. Name service error\n\
                 for name=example.invalid type=MX: Host not found, try again",
            ),
        Expected::new(
            "mailman_list.eml",
            None,
            vec![Challenge {
                opponent: "dana.roe@example.net".into(),
                color: ColorChoice::White,
                timeout_days: Some(14),
                casual: false,
            clock: None,
            start: Box::default(),
            }],
        )
        .silence(Silence::Precedence("list".into()))
        .comment(
            "Hi all,\n\nI'm looking for opponents. Send pawnpost this line:\n\nDana\n\
             _______________________________________________\nChessclub mailing list\n\
             chessclub@lists.example.net\nhttps://lists.example.net/mailman/listinfo/chessclub",
        ),
        Expected::new("own_mail_returned.eml", Some(12), vec![])
            .silence(Silence::OwnMail)
            .comment("Bob Example played 3... a6.\n\nWhite (Anna Schmidt) to move. Deadline: 14 February 2024."),
        Expected::new("noreply_notification.eml", None, vec![Help])
            .silence(Silence::SystemSender("no-reply@accounts.example.com".into()))
            .comment(
                "A new sign-in to your account was detected.\n\nIf this was you, you don't need \
                 to do anything. If not, we'll help you secure your account.",
            ),
    ]
}

fn fixture(file: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/mail")
        .join(file);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read(file: &str, language: Language) -> (InboundMail, Reading) {
    let mail = parse_mail(&fixture(file), MAX_BYTES).unwrap_or_else(|e| panic!("{file}: {e}"));
    let reading = read_commands(&mail.text, language);
    (mail, reading)
}

#[test]
fn every_fixture_reads_as_its_author_meant() {
    let mut failures = Vec::new();
    for expected in expectations() {
        let (mail, reading) = read(expected.file, expected.language);
        let conflicts: Vec<String> = reading.conflicts.iter().map(ToString::to_string).collect();
        let actual = (
            subject_game_tag(&mail.subject),
            loop_guard(&mail, SERVER),
            &reading.commands,
            reading.comment.as_deref(),
            conflicts,
            reading.quoted_only,
        );
        let wanted = (
            expected.game,
            expected.silence.clone(),
            &expected.commands,
            expected.comment,
            expected
                .conflicts
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
            expected.quoted_only,
        );
        if actual != wanted {
            failures.push(format!(
                "{}:\n  got  {actual:?}\n  want {wanted:?}",
                expected.file
            ));
        }
        if !reading.not_understood.is_empty() {
            failures.push(format!(
                "{}: not understood {:?}",
                expected.file, reading.not_understood
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn every_fixture_file_has_a_row() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/mail");
    let rows: Vec<&str> = expectations().iter().map(|e| e.file).collect();
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("fixture directory")
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".eml"))
        .collect();
    files.sort();
    let missing: Vec<&String> = files
        .iter()
        .filter(|f| !rows.contains(&f.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "fixtures without an expectation: {missing:?}"
    );
    assert!(files.len() >= 30, "only {} fixtures", files.len());
}

#[test]
fn headers_of_a_gmail_reply() {
    let (mail, _) = read("gmail_web_top_posted.eml", Language::English);
    assert_eq!(
        mail.message_id.as_deref(),
        Some("CAHv7k3pR2sQ+Jc9u=Xy4WqGmB1nT0dFh8Lq5aZ@mail.gmail.com")
    );
    let from = mail.from.expect("sender");
    assert_eq!(from.address.unwrap(), "anna.schmidt@example.com");
    assert_eq!(from.name.as_deref(), Some("Anna Schmidt"));
    assert_eq!(mail.to, ["pawnpost+12-k7qmz3xw5rtyb2na@example.org"]);
    assert_eq!(
        mail.in_reply_to.as_deref(),
        Some("pawnpost.12.7.1705306320@example.org")
    );
    assert_eq!(
        mail.references,
        [
            "pawnpost.12.6.1705219920@example.org",
            "pawnpost.12.7.1705306320@example.org"
        ]
    );
    assert_eq!(mail.date, Some(1_705_309_389));
    assert_eq!(mail.auth_results.len(), 1);
    assert!(mail.auth_results[0].starts_with("mx.example.org; dkim=pass"));
    assert!(!mail.truncated);
    let (game, token) = pawnpost::identity::parse_reply_address(SERVER, mail.to[0].as_str())
        .expect("reply address");
    assert_eq!(game, 12);
    assert_eq!(token.to_string(), "k7qmz3xw5rtyb2na");
}

#[test]
fn recipients_from_every_header() {
    let (mail, _) = read("own_mail_returned.eml", Language::English);
    assert_eq!(
        mail.to,
        ["anna.schmidt@example.com", "pawnpost@example.org"]
    );
    let (mail, _) = read("fastmail_challenge.eml", Language::English);
    assert_eq!(mail.to, ["pawnpost@example.org", "bob@example.net"]);
}

#[test]
fn bounce_facts() {
    let (mail, _) = read("postfix_bounce.eml", Language::English);
    assert_eq!(mail.return_path.as_deref(), Some(""));
    assert_eq!(mail.auto.report_type.as_deref(), Some("delivery-status"));
    assert_eq!(
        mail.from
            .and_then(|f| f.address.ok())
            .map(String::from)
            .as_deref(),
        Some("mailer-daemon@mx.example.org")
    );
}

#[test]
fn a_mail_over_the_limit_is_read_as_far_as_it_goes() {
    let raw = fixture("thunderbird_pgn_attachment.eml");
    // Cut inside the attachment: the text part is complete, the rest is lost.
    let cut = raw
        .windows(15)
        .position(|w| w == b"Content-Type: a")
        .expect("attachment part")
        + 40;
    let mail = parse_mail(&raw, cut).expect("readable start");
    assert!(mail.truncated);
    let reading = read_commands(&mail.text, Language::English);
    assert_eq!(reading.commands, [Command::Pgn, Command::History]);

    // Cut inside the headers: still no panic, and the mail says it was cut.
    let mail = parse_mail(&raw, 300).expect("headers");
    assert!(mail.truncated);
}

/// The quote-trimming corpus under `tests/fixtures/mail/quotes/`: replies as mail clients
/// in 19 languages write them (and in Greek and Korean, which no table knows), described
/// in its `expected.toml`.
#[derive(Deserialize)]
struct QuoteCorpus {
    mail: Vec<QuoteFixture>,
}

#[derive(Deserialize)]
struct QuoteFixture {
    file: String,
    client: String,
    language: String,
    #[serde(rename = "move")]
    mv: String,
    comment: String,
    quoted: Vec<String>,
    sent: Option<String>,
}

fn quote_corpus() -> (std::path::PathBuf, QuoteCorpus) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/mail/quotes");
    let manifest =
        std::fs::read_to_string(dir.join("expected.toml")).expect("quotes/expected.toml");
    let corpus = toml::from_str(&manifest).unwrap_or_else(|e| panic!("quotes/expected.toml: {e}"));
    (dir, corpus)
}

#[test]
fn quoted_history_never_reaches_the_opponent() {
    let (dir, corpus) = quote_corpus();
    let mut failures = Vec::new();
    for fixture in &corpus.mail {
        let raw = std::fs::read(dir.join(&fixture.file))
            .unwrap_or_else(|e| panic!("{}: {e}", fixture.file));
        let mail = parse_mail(&raw, MAX_BYTES).unwrap_or_else(|e| panic!("{}: {e}", fixture.file));
        let language = match fixture.language.as_str() {
            "de" => Language::German,
            "fr" => Language::French,
            _ => Language::English,
        };
        let own = match &fixture.sent {
            Some(sent) => {
                let text = std::fs::read_to_string(dir.join(sent)).expect("sent text");
                OwnTexts::from_texts([text.as_str()])
            }
            None => OwnTexts::new(),
        };
        let reading = read_reply(&mail.text, language, &own, Day::of(1_780_000_000));
        let comment = reading.comment.clone().unwrap_or_default();
        let mut problems = Vec::new();
        if reading.commands
            != [Command::Move(
                fixture.mv.parse().expect("a move in English letters"),
            )]
        {
            problems.push(format!("commands {:?}", reading.commands));
        }
        if comment != fixture.comment {
            problems.push(format!(
                "comment {comment:?}\n    want    {:?}",
                fixture.comment
            ));
        }
        for phrase in &fixture.quoted {
            if comment.contains(phrase.as_str()) {
                problems.push(format!("quoted {phrase:?} reaches the opponent"));
            }
        }
        if !reading.not_understood.is_empty() {
            problems.push(format!("not understood {:?}", reading.not_understood));
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{} ({}):\n  {}",
                fixture.file,
                fixture.client,
                problems.join("\n  ")
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn every_quote_fixture_has_an_entry() {
    let (dir, corpus) = quote_corpus();
    let entries: Vec<&str> = corpus.mail.iter().map(|m| m.file.as_str()).collect();
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("quotes directory")
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".eml"))
        .collect();
    files.sort();
    let missing: Vec<&String> = files
        .iter()
        .filter(|f| !entries.contains(&f.as_str()))
        .collect();
    assert!(missing.is_empty(), "fixtures without an entry: {missing:?}");
    assert!(files.len() >= 60, "only {} quote fixtures", files.len());
}
