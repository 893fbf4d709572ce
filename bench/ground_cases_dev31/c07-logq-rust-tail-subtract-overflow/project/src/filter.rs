/// Log levels in our line format: `<ts> <LEVEL> [module] message`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn from_name(s: &str) -> Option<Level> {
        match s.to_ascii_uppercase().as_str() {
            "DEBUG" => Some(Level::Debug),
            "INFO" => Some(Level::Info),
            "WARN" | "WARNING" => Some(Level::Warn),
            "ERROR" => Some(Level::Error),
            _ => None,
        }
    }
}

/// The level field of a line (the second whitespace-separated field).
pub fn parse_level(line: &str) -> Option<Level> {
    line.split_whitespace().nth(1).and_then(Level::from_name)
}

/// Whether a line passes `-l`: no filter, or its level is at least `min`.
pub fn keep(line: &str, min: Option<Level>) -> bool {
    match min {
        None => true,
        Some(m) => parse_level(line).is_some_and(|l| l >= m),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_level_field() {
        assert_eq!(parse_level("2026-04-19T08:00:01Z WARN  [db] slow"), Some(Level::Warn));
        assert_eq!(parse_level("garbage"), None);
    }

    #[test]
    fn keep_respects_min_level() {
        assert!(keep("t ERROR [x] boom", Some(Level::Warn)));
        assert!(!keep("t INFO [x] ok", Some(Level::Warn)));
        assert!(keep("anything", None));
    }
}
