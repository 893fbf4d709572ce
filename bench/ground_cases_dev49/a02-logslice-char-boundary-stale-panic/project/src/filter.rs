use anyhow::{anyhow, Result};
#[cfg(feature = "regex")]
use regex::Regex;

use crate::parse::{seconds_of_day, Level, Record};

/// `--matching`: a regex when built with the `regex` feature, a plain substring otherwise.
#[cfg(feature = "regex")]
type Pattern = Regex;
#[cfg(not(feature = "regex"))]
type Pattern = String;

pub struct Filter {
    min_level: Level,
    target: Option<String>,
    pattern: Option<Pattern>,
    since: Option<u32>,
}

#[cfg(feature = "regex")]
fn compile(p: &str) -> Result<Pattern> {
    Regex::new(p).map_err(|e| anyhow!("bad --matching pattern: {e}"))
}

#[cfg(not(feature = "regex"))]
fn compile(p: &str) -> Result<Pattern> {
    Ok(p.to_owned())
}

#[cfg(feature = "regex")]
fn is_match(p: &Pattern, msg: &str) -> bool {
    p.is_match(msg)
}

#[cfg(not(feature = "regex"))]
fn is_match(p: &Pattern, msg: &str) -> bool {
    msg.contains(p.as_str())
}

impl Filter {
    pub fn new(level: &str, target: Option<String>, pattern: Option<&str>) -> Result<Filter> {
        let min_level = Level::parse(level).ok_or_else(|| anyhow!("unknown level {level:?}"))?;
        let pattern = match pattern {
            Some(p) => Some(compile(p)?),
            None => None,
        };
        Ok(Filter { min_level, target, pattern, since: None })
    }

    pub fn since(mut self, since: Option<u32>) -> Filter {
        self.since = since;
        self
    }

    pub fn matches(&self, rec: &Record<'_>) -> bool {
        if rec.level < self.min_level {
            return false;
        }
        if let Some(since) = self.since {
            match seconds_of_day(rec.ts) {
                Some(t) if t >= since => {}
                _ => return false,
            }
        }
        if let Some(prefix) = &self.target {
            if !rec.target.starts_with(prefix.as_str()) {
                return false;
            }
        }
        match &self.pattern {
            Some(p) => is_match(p, rec.msg),
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_line;

    #[test]
    fn level_and_target() {
        let f = Filter::new("warn", Some("api".into()), None).unwrap();
        assert!(f.matches(&parse_line("2025-11-02T09:14:03Z ERROR api::db: x").unwrap()));
        assert!(!f.matches(&parse_line("2025-11-02T09:14:03Z INFO api::db: x").unwrap()));
        assert!(!f.matches(&parse_line("2025-11-02T09:14:03Z ERROR web: x").unwrap()));
    }
}
