//! URL slugs for page titles.

use std::collections::HashSet;

/// Turns a page title into a URL slug: ASCII letters and digits are lowercased,
/// CJK characters are kept as they are, and every run of other characters becomes one `-`.
pub fn slugify(title: &str) -> String {
    let mut out = String::with_capacity(title.len());
    for c in title.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if is_cjk(c) {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

fn is_cjk(c: char) -> bool {
    matches!(c as u32, 0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF)
}

/// Makes `slug` unique among `taken` by appending -2, -3, ...
pub fn dedupe(slug: &str, taken: &HashSet<String>) -> String {
    let base = if slug.is_empty() { "untitled" } else { slug };
    if !taken.contains(base) {
        return base.to_string();
    }
    (2..)
        .map(|n| format!("{base}-{n}"))
        .find(|s| !taken.contains(s))
        .expect("an unbounded range always yields a free slug")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowercases_ascii() {
        assert_eq!(slugify("Hello World"), "hello-world");
    }

    #[test]
    fn keeps_cjk() {
        assert_eq!(slugify("Rust 入门"), "rust-入门");
    }

    #[test]
    fn trims_edges() {
        assert_eq!(slugify("  notes!  "), "notes");
    }

    #[test]
    fn punctuation_becomes_dashes() {
        assert_eq!(slugify("Q&A: tips"), "q-a--tips");
    }

    #[test]
    fn collapses_dash_runs() {
        assert_eq!(slugify("Rust - 入门: 第一章"), "rust-入门-第一章");
        assert_eq!(slugify("a --- b"), "a-b");
        assert_eq!(slugify("--x--"), "x");
    }

    #[test]
    fn dedupe_appends_counter() {
        let taken: HashSet<String> = ["a".to_string(), "a-2".to_string()].into();
        assert_eq!(dedupe("a", &taken), "a-3");
        assert_eq!(dedupe("b", &taken), "b");
        assert_eq!(dedupe("", &taken), "untitled");
    }
}
