//! HTML bodies as plain text, for mail clients that send no text/plain part.
//!
//! Only what the command reader needs: the line structure (`<br>`, paragraphs, divs,
//! list items, table rows), quoted history (`<blockquote>` lines come out prefixed with
//! `> ` so the trimmer removes them like any quote), decoded entities, and nothing from
//! `<script>`, `<style>`, `<head>` or comments. It is a tolerant scanner, not a parser:
//! broken markup gives broken text, never a panic.

/// The deepest quote written: a line inside more `<blockquote>`s than this is marked
/// as quoted this many times. The trimmer only asks whether a line is quoted, and an
/// unbounded depth made the text grow with the square of the nesting (66,666 nested
/// `<blockquote>`s in 1 MB of HTML wrote gigabytes of `>`).
pub(crate) const MAX_QUOTE_DEPTH: usize = 8;

/// The text is at most this many times the HTML's length (plus
/// [`OUTPUT_SLACK_BYTES`]): with the quote depth bounded, a line costs at most
/// `MAX_QUOTE_DEPTH + 2` bytes for the 4 bytes of a `<br>`, so the ceiling is never
/// reached by real mail; it is the guarantee, whatever the markup.
pub(crate) const MAX_OUTPUT_FACTOR: usize = 3;

/// Room for a short document's lines beyond [`MAX_OUTPUT_FACTOR`].
const OUTPUT_SLACK_BYTES: usize = 1024;

/// Converts an HTML document or fragment into text lines.
///
/// Linear in the HTML's length: every scan moves forward over the input once, a line's
/// quote marks are at most [`MAX_QUOTE_DEPTH`], and the text stops at
/// [`MAX_OUTPUT_FACTOR`] times the input.
pub(crate) fn html_to_text(html: &str) -> String {
    let mut writer = Writer {
        ceiling: html
            .len()
            .saturating_mul(MAX_OUTPUT_FACTOR)
            .saturating_add(OUTPUT_SLACK_BYTES),
        ..Writer::default()
    };
    let mut rest = html;

    while let Some(lt) = rest.find('<') {
        if writer.full() {
            return writer.finish();
        }
        writer.text(&rest[..lt]);
        rest = &rest[lt..];
        rest = match scan_markup(rest) {
            Markup::Comment(after) | Markup::Declaration(after) => after,
            Markup::Tag {
                name,
                closing,
                after,
            } => {
                let name = name.to_ascii_lowercase();
                if !closing && SKIPPED_ELEMENTS.contains(&name.as_str()) {
                    skip_element(after, &name)
                } else {
                    writer.tag(&name, closing);
                    after
                }
            }
            Markup::Text => {
                // A `<` that starts no markup (`a < b`) is text.
                writer.text("<");
                &rest[1..]
            }
        };
    }
    writer.text(rest);
    writer.finish()
}

/// Elements whose content is never text the reader wrote.
const SKIPPED_ELEMENTS: &[&str] = &["script", "style", "head", "title", "template", "noscript"];

/// Elements that start and end a line of their own.
const BLOCK_ELEMENTS: &[&str] = &[
    "address",
    "article",
    "aside",
    "center",
    "dd",
    "div",
    "dl",
    "dt",
    "figcaption",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hr",
    "li",
    "main",
    "nav",
    "ol",
    "section",
    "table",
    "tbody",
    "thead",
    "tfoot",
    "tr",
    "ul",
];

enum Markup<'a> {
    Comment(&'a str),
    Declaration(&'a str),
    Tag {
        name: &'a str,
        closing: bool,
        after: &'a str,
    },
    Text,
}

/// Reads the markup that starts at `s` (which begins with `<`).
fn scan_markup(s: &str) -> Markup<'_> {
    let inner = &s[1..];
    if let Some(comment) = inner.strip_prefix("!--") {
        // An unterminated comment hides the rest, as in a browser.
        return Markup::Comment(comment.find("-->").map_or("", |end| &comment[end + 3..]));
    }
    if inner.starts_with('!') || inner.starts_with('?') {
        return Markup::Declaration(inner.find('>').map_or("", |end| &inner[end + 1..]));
    }
    let (closing, body) = match inner.strip_prefix('/') {
        Some(body) => (true, body),
        None => (false, inner),
    };
    if !body.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return Markup::Text;
    }
    let name_len = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == ':' || c == '-' || c == '_'))
        .unwrap_or(body.len());
    let name = &body[..name_len];
    Markup::Tag {
        name,
        closing,
        after: skip_attributes(&body[name_len..]),
    }
}

/// Skips to just after the `>` that ends a tag, stepping over quoted attribute values
/// (which may contain `>`).
fn skip_attributes(s: &str) -> &str {
    let mut quote: Option<char> = None;
    for (i, c) in s.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '>') => return &s[i + 1..],
            (None, _) => {}
        }
    }
    ""
}

/// Skips everything up to and including `</name>`, case-insensitively.
fn skip_element<'a>(s: &'a str, name: &str) -> &'a str {
    let mut from = 0;
    while let Some(pos) = s[from..].find("</") {
        let after = &s[from + pos + 2..];
        let matches = after
            .as_bytes()
            .get(..name.len())
            .is_some_and(|candidate| candidate.eq_ignore_ascii_case(name.as_bytes()));
        if matches {
            // The matched bytes equal the ASCII name, so the slice ends on a char boundary.
            return skip_attributes(&after[name.len()..]);
        }
        from += pos + 2;
    }
    ""
}

/// Collects lines; each line remembers how deep in `<blockquote>` it was written.
#[derive(Default)]
struct Writer {
    out: String,
    line: String,
    /// The blockquote depth of the line being written (taken when its first text came).
    line_depth: usize,
    depth: usize,
    pre: usize,
    /// A space is owed before the next text on this line (collapsed whitespace).
    space_owed: bool,
    /// A blank line is owed before the next text (after a paragraph).
    blank_owed: bool,
    /// The last line written was blank; avoids piling up blank lines.
    last_blank: bool,
    wrote_any: bool,
    /// The most bytes `out` may hold.
    ceiling: usize,
}

impl Writer {
    /// Whether the text reached its ceiling: nothing more is written.
    fn full(&self) -> bool {
        self.out.len() >= self.ceiling
    }

    fn text(&mut self, raw: &str) {
        let decoded = decode_entities(raw);
        if self.pre > 0 {
            for (i, part) in decoded.split('\n').enumerate() {
                if i > 0 {
                    self.end_line(true);
                }
                for c in part.chars() {
                    self.push(c);
                }
            }
            return;
        }
        // Outside <pre>, a run of whitespace is one space, and none at a line's start.
        for c in decoded.chars() {
            if c.is_whitespace() {
                self.space_owed = !self.line.is_empty();
            } else {
                if self.space_owed {
                    self.line.push(' ');
                    self.space_owed = false;
                }
                self.push(c);
            }
        }
    }

    fn push(&mut self, c: char) {
        if self.line.is_empty() {
            if self.blank_owed && self.wrote_any && !self.last_blank {
                self.emit_blank();
            }
            self.blank_owed = false;
            self.line_depth = self.depth;
        }
        self.line.push(c);
    }

    fn tag(&mut self, name: &str, closing: bool) {
        match name {
            "br" => self.end_line(true),
            "p" => {
                self.end_line(false);
                self.blank_owed = true;
            }
            "blockquote" => {
                self.end_line(false);
                self.depth = if closing {
                    self.depth.saturating_sub(1)
                } else {
                    self.depth.saturating_add(1)
                };
            }
            "pre" => {
                self.end_line(false);
                self.pre = if closing {
                    self.pre.saturating_sub(1)
                } else {
                    self.pre.saturating_add(1)
                };
            }
            "td" | "th" if !closing => self.space_owed = !self.line.is_empty(),
            _ if BLOCK_ELEMENTS.contains(&name) => self.end_line(false),
            _ => {}
        }
    }

    /// Ends the current line. `forced` (a `<br>`) writes a line even when it is empty.
    fn end_line(&mut self, forced: bool) {
        let content = self.line.trim();
        if content.is_empty() {
            if forced {
                if self.line.is_empty() {
                    self.line_depth = self.depth;
                }
                let depth = self.line_depth;
                self.write_line(depth, "");
            }
        } else {
            let content = content.to_owned();
            self.write_line(self.line_depth, &content);
        }
        self.line.clear();
        self.space_owed = false;
    }

    fn write_line(&mut self, depth: usize, content: &str) {
        if self.full() {
            return;
        }
        for _ in 0..depth.min(MAX_QUOTE_DEPTH) {
            self.out.push('>');
        }
        if depth > 0 && !content.is_empty() {
            self.out.push(' ');
        }
        self.out.push_str(content);
        self.out.push('\n');
        self.last_blank = content.is_empty();
        self.wrote_any = true;
    }

    fn emit_blank(&mut self) {
        if self.full() {
            return;
        }
        self.out.push('\n');
        self.last_blank = true;
    }

    fn finish(mut self) -> String {
        self.end_line(false);
        self.out
    }
}

/// Decodes character references: named ones mail clients use, and numeric ones.
/// Unknown references stay as written.
pub(crate) fn decode_entities(s: &str) -> String {
    if !s.contains('&') {
        return s.to_owned();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        // The longest named reference used here is 8 letters; allow some slack.
        let end = rest
            .char_indices()
            .take(34)
            .find(|&(_, c)| c == ';')
            .map(|(i, _)| i);
        let decoded = end.and_then(|end| decode_reference(&rest[1..end]).map(|c| (c, end)));
        match decoded {
            Some((c, end)) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

fn decode_reference(name: &str) -> Option<char> {
    if let Some(number) = name.strip_prefix('#') {
        let code = match number.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => number.parse::<u32>().ok()?,
        };
        return match code {
            // NUL and the C1 range are what Windows-1252 HTML means by them; keep it simple:
            // NUL becomes the replacement character, like a browser.
            0 => Some('\u{FFFD}'),
            _ => char::from_u32(code),
        };
    }
    NAMED_ENTITIES
        .iter()
        .find(|(entity, _)| *entity == name)
        .map(|&(_, c)| c)
}

/// The named references of HTML 4 Latin-1 and the punctuation mail clients write.
const NAMED_ENTITIES: &[(&str, char)] = &[
    ("amp", '&'),
    ("lt", '<'),
    ("gt", '>'),
    ("quot", '"'),
    ("apos", '\''),
    ("nbsp", ' '),
    ("iexcl", '¡'),
    ("cent", '¢'),
    ("pound", '£'),
    ("curren", '¤'),
    ("yen", '¥'),
    ("brvbar", '¦'),
    ("sect", '§'),
    ("uml", '¨'),
    ("copy", '©'),
    ("ordf", 'ª'),
    ("laquo", '«'),
    ("not", '¬'),
    ("shy", '\u{AD}'),
    ("reg", '®'),
    ("macr", '¯'),
    ("deg", '°'),
    ("plusmn", '±'),
    ("sup2", '²'),
    ("sup3", '³'),
    ("acute", '´'),
    ("micro", 'µ'),
    ("para", '¶'),
    ("middot", '·'),
    ("cedil", '¸'),
    ("sup1", '¹'),
    ("ordm", 'º'),
    ("raquo", '»'),
    ("frac14", '¼'),
    ("frac12", '½'),
    ("frac34", '¾'),
    ("iquest", '¿'),
    ("Agrave", 'À'),
    ("Aacute", 'Á'),
    ("Acirc", 'Â'),
    ("Atilde", 'Ã'),
    ("Auml", 'Ä'),
    ("Aring", 'Å'),
    ("AElig", 'Æ'),
    ("Ccedil", 'Ç'),
    ("Egrave", 'È'),
    ("Eacute", 'É'),
    ("Ecirc", 'Ê'),
    ("Euml", 'Ë'),
    ("Igrave", 'Ì'),
    ("Iacute", 'Í'),
    ("Icirc", 'Î'),
    ("Iuml", 'Ï'),
    ("ETH", 'Ð'),
    ("Ntilde", 'Ñ'),
    ("Ograve", 'Ò'),
    ("Oacute", 'Ó'),
    ("Ocirc", 'Ô'),
    ("Otilde", 'Õ'),
    ("Ouml", 'Ö'),
    ("times", '×'),
    ("Oslash", 'Ø'),
    ("Ugrave", 'Ù'),
    ("Uacute", 'Ú'),
    ("Ucirc", 'Û'),
    ("Uuml", 'Ü'),
    ("Yacute", 'Ý'),
    ("THORN", 'Þ'),
    ("szlig", 'ß'),
    ("agrave", 'à'),
    ("aacute", 'á'),
    ("acirc", 'â'),
    ("atilde", 'ã'),
    ("auml", 'ä'),
    ("aring", 'å'),
    ("aelig", 'æ'),
    ("ccedil", 'ç'),
    ("egrave", 'è'),
    ("eacute", 'é'),
    ("ecirc", 'ê'),
    ("euml", 'ë'),
    ("igrave", 'ì'),
    ("iacute", 'í'),
    ("icirc", 'î'),
    ("iuml", 'ï'),
    ("eth", 'ð'),
    ("ntilde", 'ñ'),
    ("ograve", 'ò'),
    ("oacute", 'ó'),
    ("ocirc", 'ô'),
    ("otilde", 'õ'),
    ("ouml", 'ö'),
    ("divide", '÷'),
    ("oslash", 'ø'),
    ("ugrave", 'ù'),
    ("uacute", 'ú'),
    ("ucirc", 'û'),
    ("uuml", 'ü'),
    ("yacute", 'ý'),
    ("thorn", 'þ'),
    ("yuml", 'ÿ'),
    ("OElig", 'Œ'),
    ("oelig", 'œ'),
    ("euro", '€'),
    ("ndash", '–'),
    ("mdash", '—'),
    ("lsquo", '‘'),
    ("rsquo", '’'),
    ("sbquo", '‚'),
    ("ldquo", '“'),
    ("rdquo", '”'),
    ("bdquo", '„'),
    ("hellip", '…'),
    ("bull", '•'),
    ("trade", '™'),
    ("zwnj", '\u{200C}'),
    ("zwj", '\u{200D}'),
    ("ensp", ' '),
    ("emsp", ' '),
    ("thinsp", ' '),
];

#[cfg(test)]
mod tests {
    use super::{
        MAX_OUTPUT_FACTOR, MAX_QUOTE_DEPTH, OUTPUT_SLACK_BYTES, decode_entities, html_to_text,
    };

    #[test]
    fn breaks_and_blocks_make_lines() {
        let html = "<div>e4</div><div>Good luck,<br>Anna</div>";
        assert_eq!(html_to_text(html), "e4\nGood luck,\nAnna\n");
    }

    #[test]
    fn paragraphs_are_separated_by_a_blank_line() {
        let html = "<p>Nf3</p><p>Your turn!</p>";
        assert_eq!(html_to_text(html), "Nf3\n\nYour turn!\n");
    }

    #[test]
    fn blockquote_lines_are_marked_as_quotes() {
        let html = "<div>d4</div><blockquote type=\"cite\"><div>Your move.</div>\
                    <blockquote>older</blockquote></blockquote><div>bye</div>";
        assert_eq!(html_to_text(html), "d4\n> Your move.\n>> older\nbye\n");
    }

    #[test]
    fn scripts_styles_heads_and_comments_are_dropped() {
        let html = "<html><head><title>t</title><style>p{color:red}</style></head>\
                    <body><!--[if mso]><xml>x</xml><![endif]--><script>alert('e4')</script>\
                    <p class=MsoNormal>Nf3<o:p></o:p></p></body></html>";
        assert_eq!(html_to_text(html), "Nf3\n");
    }

    #[test]
    fn entities_are_decoded() {
        assert_eq!(
            decode_entities("R&eacute;sign&nbsp;&amp; &#233;&#x41;&bogus; &"),
            "Résign & éA&bogus; &"
        );
        assert_eq!(html_to_text("<p>K&ouml;nig &lt;3</p>"), "König <3\n");
    }

    #[test]
    fn attribute_values_may_hold_angle_brackets() {
        assert_eq!(
            html_to_text("<a title=\"a>b\" href='x'>Board</a>"),
            "Board\n"
        );
    }

    #[test]
    fn broken_markup_does_not_panic() {
        for html in [
            "<",
            "<div",
            "<!--",
            "<a href=\"",
            "</",
            "<p>é<",
            "&#99999999;",
            "&",
            "<style>",
        ] {
            let _ = html_to_text(html);
        }
    }

    #[test]
    fn pre_keeps_its_lines() {
        let html = "<pre>8 | r n b q k b n r |\n7 | p p p p p p p p |</pre>";
        assert_eq!(
            html_to_text(html),
            "8 | r n b q k b n r |\n7 | p p p p p p p p |\n"
        );
    }

    #[test]
    fn empty_br_lines_are_kept() {
        assert_eq!(
            html_to_text("<div>e4</div><div><br></div><div>hi</div>"),
            "e4\n\nhi\n"
        );
    }

    #[test]
    fn quotes_deeper_than_the_bound_are_marked_at_the_bound() {
        let html = format!("{}e4", "<blockquote>".repeat(MAX_QUOTE_DEPTH + 5));
        assert_eq!(
            html_to_text(&html),
            format!("{} e4\n", ">".repeat(MAX_QUOTE_DEPTH))
        );
    }

    /// The attack that cost 41 s and 6.4 GB: `<blockquote>e4 ` nested 66,666 times in
    /// 1 MB. Its text is now a bounded multiple of the input (every line at most
    /// `MAX_QUOTE_DEPTH` marks), and so is every shape that ends a line per few bytes.
    #[test]
    fn the_text_is_at_most_a_fixed_multiple_of_the_html() {
        for unit in [
            "<blockquote>e4 ",
            "<blockquote><br>",
            "<br>",
            "<blockquote><p>x",
            "<p>x</p>",
            "<pre>\n\n\n\n</pre>",
            "<blockquote><pre>\n\n\n</pre>",
        ] {
            let html = unit.repeat(1_000_000 / unit.len());
            let text = html_to_text(&html);
            assert!(
                text.len() <= html.len() * MAX_OUTPUT_FACTOR + OUTPUT_SLACK_BYTES,
                "{unit:?}: {} bytes of text from {} of HTML",
                text.len(),
                html.len()
            );
            assert!(!text.is_empty(), "{unit:?}");
        }
    }
}
