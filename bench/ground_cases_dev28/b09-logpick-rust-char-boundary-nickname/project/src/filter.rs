//! Which entries to print.

use crate::cli::Args;
use crate::parser::Entry;

pub struct Filter {
    level: Option<String>,
    grep: Option<String>,
    since: Option<String>,
}

impl Filter {
    pub fn from_args(args: &Args) -> Filter {
        Filter {
            level: args.level.as_ref().map(|l| l.to_uppercase()),
            grep: args.grep.clone(),
            since: args.since.clone(),
        }
    }

    pub fn matches(&self, entry: &Entry) -> bool {
        if let Some(level) = &self.level {
            if &entry.level != level {
                return false;
            }
        }
        if let Some(since) = &self.since {
            if entry.timestamp.as_str() < since.as_str() {
                return false;
            }
        }
        if let Some(text) = &self.grep {
            if !entry.message.contains(text.as_str()) {
                return false;
            }
        }
        true
    }
}
