use crate::parse::Record;

/// Severity, least to most severe.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum Level {
    Trace,
    Debug,
    #[default]
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn from_name(name: &str) -> Option<Level> {
        match name.to_ascii_uppercase().as_str() {
            "TRACE" => Some(Level::Trace),
            "DEBUG" => Some(Level::Debug),
            "INFO" => Some(Level::Info),
            "WARN" | "WARNING" => Some(Level::Warn),
            "ERROR" | "ERR" => Some(Level::Error),
            _ => None,
        }
    }
}

#[derive(Debug, Default)]
pub struct Filter {
    pub min_level: Level,
    /// Unix seconds; lines before this are dropped.
    pub since: Option<u64>,
}

impl Filter {
    pub fn matches(&self, rec: &Record) -> bool {
        if rec.level < self.min_level {
            return false;
        }
        match self.since {
            Some(since) => rec.ts >= since,
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(level: Level, ts: u64) -> Record {
        Record {
            ts,
            level,
            message: String::new(),
        }
    }

    #[test]
    fn drops_old_lines() {
        let f = Filter {
            min_level: Level::Info,
            since: Some(100),
        };
        assert!(!f.matches(&rec(Level::Info, 99)));
        assert!(f.matches(&rec(Level::Info, 100)));
    }

    #[test]
    fn min_level_includes_more_severe() {
        let f = Filter {
            min_level: Level::Warn,
            since: None,
        };
        assert!(!f.matches(&rec(Level::Info, 0)));
        assert!(f.matches(&rec(Level::Warn, 0)));
        assert!(f.matches(&rec(Level::Error, 0)));
    }
}
