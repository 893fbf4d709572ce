//! One log line: `2025-11-20T09:14:03 INFO  message text ...`

/// How much of a message the one-line listing shows.
pub const MAX_SUMMARY: usize = 60;

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub timestamp: String,
    pub level: String,
    pub message: String,
}

impl Entry {
    /// The message cut to MAX_SUMMARY for the listing.
    pub fn summary(&self) -> &str {
        if self.message.len() > MAX_SUMMARY {
            &self.message[..MAX_SUMMARY]
        } else {
            &self.message
        }
    }
}

/// Parse one line; None for lines that are not log entries (stack traces, blanks).
pub fn parse_line(line: &str) -> Option<Entry> {
    let line = line.trim_end();
    let timestamp = line.get(..19)?;
    if timestamp.as_bytes().get(10) != Some(&b'T') {
        return None;
    }
    let rest = line.get(19..)?.trim_start();
    let (level, message) = rest.split_once(' ')?;
    Some(Entry {
        timestamp: timestamp.to_string(),
        level: level.to_string(),
        message: message.trim_start().to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let e = parse_line("2025-11-20T09:14:03 INFO  job started id=42").unwrap();
        assert_eq!(e.timestamp, "2025-11-20T09:14:03");
        assert_eq!(e.level, "INFO");
        assert_eq!(e.message, "job started id=42");
    }

    #[test]
    fn skips_non_entries() {
        assert_eq!(parse_line("    at com.example.Foo.bar(Foo.java:12)"), None);
        assert_eq!(parse_line(""), None);
    }

    #[test]
    fn summary_is_cut() {
        let e = parse_line(&format!("2025-11-20T09:14:03 WARN {}", "x".repeat(100))).unwrap();
        assert_eq!(e.summary().len(), MAX_SUMMARY);
    }
}
