//! The `---` block at the top of a note.

#[derive(Debug, Clone, PartialEq)]
pub struct Meta {
    pub title: String,
    pub date: String,
    pub tags: Vec<String>,
}

/// Splits a note into its front matter and body. A missing `title` falls back to
/// `file_stem`; a missing `date` still panics.
pub fn parse<'a>(text: &'a str, file_stem: &str) -> (Meta, &'a str) {
    let rest = text.strip_prefix("---\n").expect("note must start with ---");
    let end = rest.find("\n---\n").expect("front matter is not closed");
    let (head, body) = (&rest[..end], &rest[end + 5..]);
    let mut title = None;
    let mut date = None;
    let mut tags = Vec::new();
    for line in head.lines() {
        let Some((key, value)) = line.split_once(':') else { continue };
        let value = value.trim();
        match key.trim() {
            "title" => title = Some(value.to_string()),
            "date" => date = Some(value.to_string()),
            "tags" => tags = value.split(',').map(|t| t.trim().to_string()).filter(|t| !t.is_empty()).collect(),
            _ => {}
        }
    }
    let meta = Meta {
        title: title.unwrap_or_else(|| file_stem.to_string()),
        date: date.expect("front matter has no date"),
        tags,
    };
    (meta, body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_fields() {
        let (m, body) = parse("---\ntitle: Hi\ndate: 2025-01-02\ntags: a, b\n---\nbody\n", "hi");
        assert_eq!(m.title, "Hi");
        assert_eq!(m.date, "2025-01-02");
        assert_eq!(m.tags, vec!["a", "b"]);
        assert_eq!(body, "body\n");
    }

    #[test]
    #[should_panic(expected = "no date")]
    fn missing_date_panics() {
        parse("---\ntitle: Hi\n---\n", "hi");
    }

    #[test]
    fn missing_title_uses_file_stem() {
        let (m, _) = parse("---\ndate: 2025-01-02\n---\n", "my-note");
        assert_eq!(m.title, "my-note");
    }
}
