use anyhow::Result;
use regex::Regex;

use crate::args::{Args, Level};

pub struct Filter {
    grep: Option<Regex>,
    min_level: Option<Level>,
}

impl Filter {
    pub fn from_args(args: &Args) -> Result<Self> {
        let grep = match &args.grep {
            Some(p) => Some(Regex::new(p)?),
            None => None,
        };
        Ok(Filter { grep, min_level: args.level })
    }

    pub fn matches(&self, line: &str) -> bool {
        if let Some(re) = &self.grep {
            if !re.is_match(line) {
                return false;
            }
        }
        match self.min_level {
            Some(min) => level_of(line).map_or(false, |l| l >= min),
            None => true,
        }
    }
}

/// The level of a JSON line (`"level":"warn"`) or of a plain one (`2025-06-12 WARN ...`).
fn level_of(line: &str) -> Option<Level> {
    if line.starts_with('{') {
        let v: serde_json::Value = serde_json::from_str(line).ok()?;
        return Level::parse(v.get("level")?.as_str()?);
    }
    line.split_whitespace().take(4).find_map(Level::parse)
}
