/// One recognised log line: `2024-05-01T10:00:00Z INFO  api: started`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry<'a> {
    pub timestamp: &'a str,
    pub level: &'a str,
    pub target: &'a str,
    pub message: &'a str,
}

const LEVELS: [&str; 5] = ["TRACE", "DEBUG", "INFO", "WARN", "ERROR"];

pub fn parse_line(line: &str) -> Option<Entry<'_>> {
    let mut parts = line.splitn(3, char::is_whitespace);
    let timestamp = parts.next()?;
    let level = parts.next()?;
    if !LEVELS.contains(&level) {
        return None;
    }
    let rest = parts.next()?.trim_start();
    let (target, message) = rest.split_once(": ")?;
    Some(Entry { timestamp, level, target, message })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let e = parse_line("2024-05-01T10:00:00Z INFO  api: started").unwrap();
        assert_eq!(e.level, "INFO");
        assert_eq!(e.target, "api");
        assert_eq!(e.message, "started");
    }

    #[test]
    fn skips_unknown_levels() {
        assert!(parse_line("2024-05-01T10:00:00Z NOTICE api: hi").is_none());
        assert!(parse_line("garbage").is_none());
    }
}
