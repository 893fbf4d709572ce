use std::time::Duration;

use anyhow::{Context, Result};
use chrono::{DateTime, Utc};
use regex::Regex;

use crate::cli::{Args, Level};
use crate::parse::Entry;

pub struct Filter {
    not_before: Option<DateTime<Utc>>,
    level: Option<Level>,
    grep: Option<Regex>,
    invert: bool,
}

impl Filter {
    pub fn from_args(args: &Args) -> Result<Self> {
        let grep = match &args.grep {
            Some(re) => Some(Regex::new(re).with_context(|| format!("bad --grep pattern {re:?}"))?),
            None => None,
        };
        Ok(Filter {
            not_before: args.since.map(|d: Duration| Utc::now() - chrono::Duration::from_std(d).unwrap()),
            level: args.level,
            grep,
            invert: args.invert,
        })
    }

    pub fn matches(&self, e: &Entry) -> bool {
        if let Some(t) = self.not_before {
            if e.ts < t {
                return false;
            }
        }
        if let Some(min) = self.level {
            if e.level < min {
                return false;
            }
        }
        if let Some(re) = &self.grep {
            if re.is_match(&e.message) == self.invert {
                return false;
            }
        }
        true
    }
}
