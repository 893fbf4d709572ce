use chrono::{NaiveDateTime, NaiveTime};

use crate::parse::{Entry, Level};

/// What the user asked for on the command line.
#[derive(Debug, Default)]
pub struct Filter {
    pub since: Option<NaiveTime>,
    pub until: Option<NaiveTime>,
    pub min_level: Option<Level>,
    pub grep: Option<String>,
}

impl Filter {
    /// Whether an entry passes every filter. `since` and `until` are both inclusive,
    /// like `journalctl --since/--until`.
    pub fn accepts(&self, e: &Entry) -> bool {
        self.within(e.ts) && self.level_ok(e) && self.grep_ok(e)
    }

    fn within(&self, ts: NaiveDateTime) -> bool {
        let t = ts.time();
        if let Some(since) = self.since {
            if t <= since {
                return false;
            }
        }
        if let Some(until) = self.until {
            if t > until {
                return false;
            }
        }
        true
    }

    fn level_ok(&self, e: &Entry) -> bool {
        match (self.min_level, e.level) {
            (None, _) => true,
            (Some(min), Some(level)) => level >= min,
            (Some(_), None) => false,
        }
    }

    fn grep_ok(&self, e: &Entry) -> bool {
        self.grep.as_deref().map_or(true, |needle| e.message.contains(needle))
    }
}
