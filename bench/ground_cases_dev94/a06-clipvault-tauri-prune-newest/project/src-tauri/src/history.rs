use rusqlite::Connection;
use serde::Serialize;

use crate::db;

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Clip {
    pub id: i64,
    pub text: String,
    pub created_at: i64,
    pub pinned: bool,
}

/// Decides which clipboard changes end up in the history.
pub struct Recorder {
    max_len: usize,
    last: Option<String>,
}

impl Recorder {
    pub fn new(max_len: usize) -> Self {
        Self { max_len, last: None }
    }

    /// Called for every clipboard change event. Returns the stored clip, if any.
    pub fn record(&mut self, conn: &Connection, text: &str, now: i64) -> rusqlite::Result<Option<Clip>> {
        if !self.accept(text) {
            return Ok(None);
        }
        if self.last.as_deref() == Some(text) {
            // the same text copied again right after itself
            return Ok(None);
        }
        let clip = db::insert(conn, text, now)?;
        self.last = Some(text.to_owned());
        Ok(Some(clip))
    }

    fn accept(&self, text: &str) -> bool {
        !text.trim().is_empty() && text.len() <= self.max_len && !looks_like_secret(text)
    }
}

/// Password managers put generated passwords on the clipboard; don't keep things that look like one.
fn looks_like_secret(text: &str) -> bool {
    let t = text.trim();
    t.len() >= 16
        && !t.contains(char::is_whitespace)
        && t.chars().any(|c| c.is_ascii_digit())
        && t.chars().any(|c| c.is_ascii_punctuation())
        && t.chars().any(|c| c.is_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_blank_and_secrets() {
        let conn = db::open_in_memory().unwrap();
        let mut rec = Recorder::new(10_000);
        assert_eq!(rec.record(&conn, "   ", 1).unwrap(), None);
        assert_eq!(rec.record(&conn, "hR7#kq2!Lz9@wX4$", 2).unwrap(), None);
        assert!(rec.record(&conn, "hello world", 3).unwrap().is_some());
    }

    #[test]
    fn skips_consecutive_duplicates_only() {
        let conn = db::open_in_memory().unwrap();
        let mut rec = Recorder::new(10_000);
        assert!(rec.record(&conn, "A", 1).unwrap().is_some());
        assert_eq!(rec.record(&conn, "A", 2).unwrap(), None);
        assert!(rec.record(&conn, "B", 3).unwrap().is_some());
        assert!(rec.record(&conn, "A", 4).unwrap().is_some());
    }
}
