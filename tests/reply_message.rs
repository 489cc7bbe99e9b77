//! A whole turn reply, as the outbox would send it: composed, drawn, wrapped in MIME,
//! then read back as a mail client would.

use mail_parser::{MessageParser, MimeHeaders, PartType};
use pawnpost::notation::{Language, parse_move};
use pawnpost::render::{
    Attachment, Diagram, HtmlBoard, InlineImage, Mailbox, Reply, Strings, TextStyle, TurnView,
    board_png, build_message, turn_reply,
};
use pawnpost::rules::{Color, Position, Record};

#[test]
fn turn_reply_reads_back_with_board_picture_and_pgn() {
    let mut record = Record::new(Position::new());
    for text in ["e4", "e5", "Nf3"] {
        let m = parse_move(text, record.position(), Language::English).unwrap();
        record.play(&m).unwrap();
    }
    let view = TurnView {
        game: 12,
        record: &record,
        white: "Ann",
        black: "Bob",
        viewer: Color::Black,
        deadline: Some(1_800_000_000),
        comment: None,
        style: TextStyle::Letters,
        language: Language::English,
    };
    let image = InlineImage {
        content_id: "board-12-3@pawnpost".to_owned(),
        png: board_png(&Diagram::of_record(&record, Color::Black)).unwrap(),
    };
    let composed = turn_reply(&view, HtmlBoard::Image(&image.src()), &Strings::default());
    let reply = Reply {
        from: Mailbox::new(Some("pawnpost"), "pawnpost@example.org"),
        to: Mailbox::new(Some("Bob"), "bob@example.net"),
        reply_to: Mailbox::new(None, "pawnpost+12-0123abcd@example.org"),
        subject: composed.subject.clone(),
        message_id: "<12-3-black@example.org>".to_owned(),
        in_reply_to: None,
        references: Vec::new(),
        date: 1_799_000_000,
        text: composed.text.clone(),
        html: Some(composed.html.clone()),
        image: Some(image),
        attachment: Some(Attachment::pgn(12, "1. e4 e5 2. Nf3 *\n")),
    };
    let bytes = build_message(&reply).unwrap();
    let message = MessageParser::default().parse(&bytes).unwrap();

    assert_eq!(
        message.subject(),
        Some("[pawnpost #12] Ann vs Bob: Your move")
    );
    let text = message.body_text(0).unwrap();
    assert!(
        text.contains("8 | r n b k q b n r |"),
        "Black's side: {text}"
    );
    assert!(text.contains("Last move: 2. Nf3"), "{text}");
    let html = message.body_html(0).unwrap();
    let picture = message
        .parts
        .iter()
        .find(|p| {
            p.content_type()
                .is_some_and(|ct| ct.subtype() == Some("png"))
        })
        .unwrap();
    assert!(html.contains(&format!("src=\"cid:{}\"", picture.content_id().unwrap())));
    match &picture.body {
        PartType::Binary(png) | PartType::InlineBinary(png) => {
            assert_eq!(png.as_ref(), reply.image.as_ref().unwrap().png.as_slice());
        }
        other => panic!("picture part is {other:?}"),
    }
    assert_eq!(
        message
            .attachments()
            .filter_map(|a| a.attachment_name())
            .collect::<Vec<_>>(),
        ["pawnpost-12.pgn"]
    );
}
