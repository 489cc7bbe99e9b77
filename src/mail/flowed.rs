//! `format=flowed` text (RFC 3676): joins the soft line breaks that Apple Mail and
//! Thunderbird insert, so a player's paragraph reads as one line again.

/// Unwraps `format=flowed` text. With `delete_space` (`DelSp=yes`) the space that marks
/// a soft break was added by the sender and is removed; without it the space is part
/// of the text and stays.
///
/// Quote depth is kept: flowed lines join only with lines of the same depth, and the
/// result writes quotes as `> > ` so the trimmer sees them as ordinary quotes.
pub(crate) fn unflow(text: &str, delete_space: bool) -> String {
    let mut out = String::with_capacity(text.len());
    // The paragraph being joined: its quote depth and text so far.
    let mut open: Option<(usize, String)> = None;

    for raw_line in text.lines() {
        let depth = raw_line.bytes().take_while(|&b| b == b'>').count();
        let mut content = &raw_line[depth..];
        // Space-stuffing: a sender adds one space before lines starting with a space,
        // `>` or `From `; the receiver removes it (RFC 3676 §4.4).
        if let Some(rest) = content.strip_prefix(' ') {
            content = rest;
        }
        // The signature separator `-- ` ends with a space but is never a soft break.
        let is_signature_separator = content == "-- ";
        let is_soft_break = content.ends_with(' ') && !is_signature_separator;
        if is_soft_break && delete_space {
            content = &content[..content.len() - 1];
        }

        match &mut open {
            Some((open_depth, paragraph)) if *open_depth == depth => paragraph.push_str(content),
            _ => {
                if let Some((open_depth, paragraph)) = open.take() {
                    push_line(&mut out, open_depth, &paragraph);
                }
                open = Some((depth, content.to_owned()));
            }
        }
        if !is_soft_break && let Some((open_depth, paragraph)) = open.take() {
            push_line(&mut out, open_depth, &paragraph);
        }
    }
    if let Some((open_depth, paragraph)) = open.take() {
        push_line(&mut out, open_depth, &paragraph);
    }
    out
}

fn push_line(out: &mut String, depth: usize, content: &str) {
    for _ in 0..depth {
        out.push_str("> ");
    }
    out.push_str(content.trim_end_matches(' '));
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::unflow;

    #[test]
    fn joins_soft_breaks_keeping_the_space() {
        let text = "I think I will play \nthe Sicilian.\nNf3\n";
        assert_eq!(
            unflow(text, false),
            "I think I will play the Sicilian.\nNf3\n"
        );
    }

    #[test]
    fn delsp_removes_the_marking_space() {
        let text = "Königs\u{20}\nseite\n";
        assert_eq!(unflow(text, true), "Königsseite\n");
    }

    #[test]
    fn quotes_join_only_at_the_same_depth() {
        let text = "> Your move, \n> please.\n>> older \nreply\n";
        assert_eq!(
            unflow(text, false),
            "> Your move, please.\n> > older\nreply\n"
        );
    }

    #[test]
    fn signature_separator_is_not_a_soft_break() {
        let text = "e4\n-- \nAnna\n";
        assert_eq!(unflow(text, false), "e4\n--\nAnna\n");
    }

    #[test]
    fn space_stuffing_is_undone() {
        assert_eq!(unflow("  indented\n", false), " indented\n");
    }
}
