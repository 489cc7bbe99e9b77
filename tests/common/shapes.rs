//! Mails of every shape the readers know, at any size: the inputs of the cost test
//! (`tests/cost_bounds.rs`) and of `scripts/bench-bounds` (through
//! `examples/bounds_bench.rs`), one list for both.

#![allow(dead_code)]

const HEAD: &str = "From: Mallory <mallory@evil.example>\r\nTo: pawnpost@example.org\r\n\
                    Subject: Re: [pawnpost #1] your move\r\nMessage-ID: <cost@evil.example>\r\n";

/// A mail whose one body part of `content_type` holds `unit` repeated to `size` bytes.
pub fn single(content_type: &str, unit: &str, size: usize) -> Vec<u8> {
    let body = unit.repeat(size / unit.len());
    format!("{HEAD}Content-Type: {content_type}; charset=utf-8\r\n\r\n{body}").into_bytes()
}

/// A mail with a short text part and one attachment of `size` bytes (base64 lines).
pub fn with_attachment(size: usize) -> Vec<u8> {
    let line = "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5\r\n";
    let data = line.repeat(size / line.len());
    format!(
        "{HEAD}MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n\
         --b\r\nContent-Type: text/plain\r\n\r\ne4\r\n\
         --b\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\n\
         Content-Disposition: attachment; filename=x.bin\r\n\r\n{data}--b--\r\n"
    )
    .into_bytes()
}

/// MIME nested as deep as `size` allows, a text part at the bottom.
pub fn deep_mime(size: usize) -> Vec<u8> {
    let mut open = String::new();
    let mut close = String::new();
    let mut depth = 0;
    while open.len() + close.len() + 200 < size {
        open.push_str(&format!(
            "Content-Type: multipart/mixed; boundary=b{depth}\r\n\r\n--b{depth}\r\n"
        ));
        close.insert_str(0, &format!("\r\n--b{depth}--\r\n"));
        depth += 1;
    }
    format!("{HEAD}MIME-Version: 1.0\r\n{open}Content-Type: text/plain\r\n\r\ne4{close}")
        .into_bytes()
}

/// Many parts side by side, each a few lines of text.
pub fn many_parts(size: usize) -> Vec<u8> {
    let part = "--b\r\nContent-Type: text/plain\r\n\r\nNf3 is my move\r\n";
    let parts = part.repeat(size / part.len());
    format!(
        "{HEAD}MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n{parts}--b--\r\n"
    )
    .into_bytes()
}

/// Every shape: its name and how to make it at a size.
pub type Shape = (&'static str, Box<dyn Fn(usize) -> Vec<u8>>);

pub fn shapes() -> Vec<Shape> {
    let html = |unit: &'static str| -> Box<dyn Fn(usize) -> Vec<u8>> {
        Box::new(move |size| single("text/html", unit, size))
    };
    let plain = |unit: &'static str| -> Box<dyn Fn(usize) -> Vec<u8>> {
        Box::new(move |size| single("text/plain", unit, size))
    };
    vec![
        ("html nested blockquotes", html("<blockquote>e4 ")),
        ("html nested blockquotes, br", html("<blockquote><br>")),
        ("html nested lists", html("<ul><li>e4 ")),
        ("html nested divs", html("<div>e4 ")),
        ("html nested q", html("<q>e4 ")),
        (
            "html tables",
            html("<table><tr><td>e4</td><td>Nf3</td></tr></table>"),
        ),
        ("html pre lines", html("<pre>e4\nNf3\n</pre>")),
        ("html br lines", html("e4<br>")),
        ("html entities", html("&amp;&lt;&#233;&#x41;&bogus;")),
        ("html unclosed tags", html("<a href=\"x")),
        ("html comments", html("<!-- e4 -->x")),
        ("html scripts", html("<script>e4</script>x")),
        ("plain short lines", plain("e4\n")),
        ("plain one long line", plain("e4 Nf3 ")),
        ("plain nested quotes", plain("> > > > > > > > > > e4\n")),
        (
            "plain quote headers",
            plain("On Mon, 1 Jan 2024, Bob <bob@example.org> wrote:\n> e4\n"),
        ),
        ("plain signatures", plain("e4\n-- \nBob\n")),
        (
            "plain move words",
            plain("Knight to f6 and pawn takes d5\n"),
        ),
        // Lines just under the longest read for commands, each sentence starting like a
        // move in words: every sentence is read, each start tried over a move's length.
        ("plain move-word sentences", {
            let line = format!("{}\n", "Knight from g8 to f6 was bad. ".repeat(130));
            Box::new(move |size| single("text/plain", &line, size))
        }),
        ("plain commands", plain("Request Draw\nNf3\nResign\n")),
        ("plain game lines", plain("#12 Nf3\n")),
        ("plain notes", plain("Note: my plan is Nf3\n")),
        (
            "plain addresses",
            plain("Challenge bob@example.org white\n"),
        ),
        (
            "plain invisible characters",
            plain("e4\u{200B}\u{202E}\u{FEFF}\n"),
        ),
        (
            "flowed text",
            Box::new(|size| single("text/plain; format=flowed", "e4 Nf3 Nc6 \r\n", size)),
        ),
        ("attachment", Box::new(with_attachment)),
        ("deep MIME", Box::new(deep_mime)),
        ("many parts", Box::new(many_parts)),
    ]
}
