//! A whole turn reply as the outbox sends it, made by the real pipeline
//! (`process_mail` → `compose` → `build_message`), read back as a mail client reads
//! it: the board in letters from the reader's side, the HTML linking its picture by
//! `cid:`, the picture a real PNG of the right size, and the PGN attachment on request.

use crate::common;

use common::Office;
use mail_parser::{MessageParser, MimeHeaders, PartType};

const ANN: &str = "ann@example.org";
const BOB: &str = "bob@example.net";

fn mail(office: &mut Office, n: u32, from: &str, to: &str, body: &str) {
    let raw = format!(
        "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <r{n}@client.example>\r\n\r\n{body}\r\n"
    );
    office.deliver(raw.as_bytes());
}

#[test]
fn a_turn_reply_reads_back_with_its_board_picture_and_pgn() {
    let mut office = Office::new(3, 1_799_000_000, |_| {});
    let (ann_own, bob_own) = (office.own_address(ANN), office.own_address(BOB));
    mail(
        &mut office,
        1,
        ANN,
        &ann_own,
        "Challenge bob@example.net white",
    );
    mail(&mut office, 2, BOB, &bob_own, "Accept");
    office.drain();
    let (ann, bob) = (office.reply_address(1, ANN), office.reply_address(1, BOB));
    mail(&mut office, 3, ANN, &ann, "e4");
    mail(&mut office, 4, BOB, &bob, "e5");
    mail(&mut office, 5, ANN, &ann, "Nf3");
    let to_bob = office
        .drain()
        .into_iter()
        .rfind(|r| r.to == BOB)
        .expect("Bob hears of 2. Nf3");
    let message = MessageParser::default().parse(&to_bob.raw).unwrap();

    assert!(
        message.subject().unwrap().starts_with("[pawnpost #1]"),
        "{:?}",
        message.subject()
    );
    let text = message.body_text(0).unwrap();
    assert!(
        text.contains("played 2. Nf3: knight from g1 to f3."),
        "{text}"
    );
    // Black's side: rank 1 on top, files h to a.
    let first_rank = text.lines().position(|l| l.trim_start().starts_with("1 "));
    let eighth_rank = text.lines().position(|l| l.trim_start().starts_with("8 "));
    assert!(first_rank < eighth_rank, "Black's side: {text}");

    let html = message.body_html(0).unwrap();
    let picture = message
        .parts
        .iter()
        .find(|p| {
            p.content_type()
                .is_some_and(|ct| ct.subtype() == Some("png"))
        })
        .expect("a picture part");
    assert!(
        html.contains(&format!("src=\"cid:{}\"", picture.content_id().unwrap())),
        "{html}"
    );
    assert_eq!(html.matches("<img").count(), 1, "one board in the HTML");
    assert!(!html.contains("<table"), "the picture, not also a table");
    assert!(
        html.contains("alt=\"The board seen from Black&#39;s side. White: king e1,"),
        "{html}"
    );
    let (PartType::Binary(png) | PartType::InlineBinary(png)) = &picture.body else {
        panic!("the picture part is {:?}", picture.body);
    };
    let decoder = png::Decoder::new(png.as_ref());
    let info = decoder.read_info().expect("a PNG").info().clone();
    assert_eq!(
        (info.width, info.height),
        (
            pawnpost::render::board_png::SIZE,
            pawnpost::render::board_png::SIZE
        )
    );

    mail(&mut office, 6, BOB, &bob, "PGN");
    let with_pgn = office.drain().into_iter().find(|r| r.to == BOB).unwrap();
    let message = MessageParser::default().parse(&with_pgn.raw).unwrap();
    // mail-parser lists the inline picture among the attachments too, without a name.
    let named: Vec<_> = message
        .attachments()
        .filter_map(|a| a.attachment_name())
        .collect();
    // Bob is to move: his deadline comes as a calendar file after the PGN.
    assert_eq!(named, ["pawnpost-1.pgn", "deadline-1.ics"]);
    let pgn = message
        .attachments()
        .find(|a| a.attachment_name() == Some("pawnpost-1.pgn"))
        .and_then(|a| a.text_contents())
        .unwrap();
    assert!(pgn.contains("1. e4 e5 2. Nf3"), "{pgn}");
}
