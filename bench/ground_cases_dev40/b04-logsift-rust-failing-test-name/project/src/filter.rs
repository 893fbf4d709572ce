use crate::level::Level;
use crate::parser::{Record, Timestamp};

#[derive(Debug, Default, Clone)]
pub struct Filter {
    pub min_level: Option<Level>,
    pub target: Option<String>,
    pub since: Option<Timestamp>,
    pub until: Option<Timestamp>,
    pub contains: Option<String>,
}

impl Filter {
    pub fn matches(&self, r: &Record) -> bool {
        if let Some(min) = self.min_level {
            if r.level < min {
                return false;
            }
        }
        if let Some(t) = &self.target {
            if r.target.as_deref() != Some(t.as_str()) {
                return false;
            }
        }
        if self.since.is_some_and(|s| r.ts < s) || self.until.is_some_and(|u| r.ts >= u) {
            return false;
        }
        match &self.contains {
            Some(needle) => r.message.contains(needle.as_str()),
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_line;

    fn rec(line: &str) -> Record {
        parse_line(line).unwrap()
    }

    #[test]
    fn min_level() {
        let f = Filter {
            min_level: Some(Level::Warn),
            ..Default::default()
        };
        assert!(!f.matches(&rec("2025-11-03T10:00:00Z INFO ok")));
        assert!(f.matches(&rec("2025-11-03T10:00:00Z ERROR boom")));
    }

    #[test]
    fn target_and_text() {
        let f = Filter {
            target: Some("db".into()),
            contains: Some("slow".into()),
            ..Default::default()
        };
        assert!(f.matches(&rec("2025-11-03T10:00:00Z WARN [db] slow query 812ms")));
        assert!(!f.matches(&rec("2025-11-03T10:00:00Z WARN [http] slow request")));
    }

    #[test]
    fn time_window_is_half_open() {
        let since = crate::parser::parse_timestamp("2025-11-03T10:00:00Z").unwrap();
        let until = crate::parser::parse_timestamp("2025-11-03T11:00:00Z").unwrap();
        let f = Filter {
            since: Some(since),
            until: Some(until),
            ..Default::default()
        };
        assert!(f.matches(&rec("2025-11-03T10:00:00Z INFO a")));
        assert!(!f.matches(&rec("2025-11-03T11:00:00Z INFO b")));
    }
}
