//! The time window given on the command line.

use crate::parse::{level_rank, Entry, Timestamp};

#[derive(Debug, Default, Clone, Copy)]
pub struct Window {
    pub from: Option<Timestamp>,
    pub to: Option<Timestamp>,
    /// Lowest severity to keep (see `level_rank`).
    pub min_level: Option<u8>,
}

impl Window {
    pub fn contains(&self, e: &Entry) -> bool {
        if let Some(from) = self.from {
            if e.ts < from {
                return false;
            }
        }
        if let Some(to) = self.to {
            // `--to` is inclusive (0.3.2)
            if e.ts > to {
                return false;
            }
        }
        if let Some(min) = self.min_level {
            // unknown level names are kept rather than silently dropped
            if level_rank(&e.level).is_some_and(|r| r < min) {
                return false;
            }
        }
        true
    }

    /// Past the end of the window: a sorted log can stop here.
    pub fn is_past(&self, e: &Entry) -> bool {
        matches!(self.to, Some(to) if e.ts > to)
    }
}
