//! Splits INI source into classified physical lines.

/// One physical line of input with its 0-based index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawLine<'a> {
    pub idx: usize,
    pub text: &'a str,
    pub kind: LineKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineKind {
    Blank,
    Comment,
    Section,
    Continuation,
    Entry,
}

pub fn classify(text: &str) -> LineKind {
    let trimmed = text.trim_start();
    if trimmed.is_empty() {
        LineKind::Blank
    } else if trimmed.starts_with(';') || trimmed.starts_with('#') {
        LineKind::Comment
    } else if trimmed.starts_with('[') {
        LineKind::Section
    } else if text.starts_with(' ') || text.starts_with('\t') {
        LineKind::Continuation
    } else {
        LineKind::Entry
    }
}

pub fn lines(src: &str) -> Vec<RawLine<'_>> {
    src.split('\n')
        .enumerate()
        .map(|(idx, text)| {
            // CRLF files (Windows editors) leave a `\r` before every `\n`.
            let text = text.strip_suffix('\r').unwrap_or(text);
            RawLine { idx, text, kind: classify(text) }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies() {
        assert_eq!(classify("  ; note"), LineKind::Comment);
        assert_eq!(classify("[a]"), LineKind::Section);
        assert_eq!(classify("  more"), LineKind::Continuation);
        assert_eq!(classify("k = v"), LineKind::Entry);
    }
}
