use unicode_width::UnicodeWidthStr;

/// Cut `s` to at most `width` columns, ending with `…` when it was cut.
pub fn truncate(s: &str, width: usize) -> String {
    if s.len() <= width {
        return s.to_string();
    }
    format!("{}…", &s[..width - 1])
}

/// Pad `s` with spaces up to `width` display columns (CJK characters count as 2).
pub fn pad(s: &str, width: usize) -> String {
    let w = UnicodeWidthStr::width(s);
    if w >= width {
        return s.to_string();
    }
    format!("{}{}", s, " ".repeat(width - w))
}
