//! Which log lines to keep. Lines are logfmt: `ts=1730628902 level=info msg="..."`.

use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum Level {
    Trace,
    Debug,
    #[default]
    Info,
    Warn,
    Error,
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "trace" => Ok(Level::Trace),
            "debug" => Ok(Level::Debug),
            "info" => Ok(Level::Info),
            "warn" | "warning" => Ok(Level::Warn),
            "error" => Ok(Level::Error),
            other => Err(format!("unknown level {other:?}")),
        }
    }
}

#[derive(Debug, Default)]
pub struct Filter {
    pub min_level: Level,
    /// Keep only lines whose `ts` (unix seconds) is at or after this.
    pub since: Option<u64>,
}

impl Filter {
    pub fn matches(&self, line: &str) -> bool {
        let mut level = None;
        let mut ts = None;
        for field in line.split_whitespace() {
            if let Some(v) = field.strip_prefix("level=") {
                level = v.parse::<Level>().ok();
            } else if let Some(v) = field.strip_prefix("ts=") {
                ts = v.parse::<u64>().ok();
            }
        }
        match level {
            Some(l) if l >= self.min_level => {}
            _ => return false,
        }
        match (self.since, ts) {
            (Some(since), Some(ts)) => ts >= since,
            (Some(_), None) => false,
            (None, _) => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_level_at_or_above() {
        let f = Filter { min_level: Level::Warn, since: None };
        assert!(f.matches("ts=10 level=error msg=boom"));
        assert!(f.matches("ts=10 level=WARN msg=slow"));
        assert!(!f.matches("ts=10 level=info msg=ok"));
    }

    #[test]
    fn drops_lines_without_level() {
        let f = Filter::default();
        assert!(!f.matches("panic: something went wrong"));
    }

    #[test]
    fn since_cutoff() {
        let f = Filter { min_level: Level::Trace, since: Some(100) };
        assert!(f.matches("ts=100 level=debug msg=edge"));
        assert!(!f.matches("ts=99 level=error msg=old"));
        assert!(!f.matches("level=error msg=no-ts"));
    }
}
