use chrono::{DateTime, Local, NaiveDateTime, TimeZone};

/// Formats we see at the start of a line, longest first.
const FORMATS: &[(&str, usize)] = &[
    ("%Y-%m-%dT%H:%M:%S%.3f", 23),
    ("%Y-%m-%d %H:%M:%S%.3f", 23),
    ("%Y-%m-%dT%H:%M:%S", 19),
    ("%Y-%m-%d %H:%M:%S", 19),
];

/// The local timestamp a log line starts with, if any.
pub fn timestamp(line: &str) -> Option<DateTime<Local>> {
    let line = line.trim_start_matches('[');
    for (format, width) in FORMATS {
        let Some(head) = line.get(..*width) else { continue };
        if let Ok(naive) = NaiveDateTime::parse_from_str(head, format) {
            return Local.from_local_datetime(&naive).earliest();
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_bracketed_millis() {
        assert!(timestamp("[2025-11-07 09:30:01.250] INFO up").is_some());
    }

    #[test]
    fn ignores_lines_without_time() {
        assert!(timestamp("    at com.example.Main.run").is_none());
    }
}
