use anyhow::{bail, Context, Result};
use chrono::{DateTime, FixedOffset};
use regex::Regex;

use crate::cli::Args;
use crate::parse::LogLine;

pub struct Filter {
    since: Option<DateTime<FixedOffset>>,
    until: Option<DateTime<FixedOffset>>,
    classes: Vec<u16>,
    path: Option<Regex>,
}

impl Filter {
    pub fn from_args(args: &Args) -> Result<Self> {
        let since = args.since.as_deref().map(parse_time).transpose()?;
        let until = args.until.as_deref().map(parse_time).transpose()?;
        let mut classes = Vec::new();
        for s in &args.status {
            classes.push(status_class(s)?);
        }
        let path = match &args.path {
            Some(p) => Some(Regex::new(p).with_context(|| format!("bad --path regex {p:?}"))?),
            None => None,
        };
        Ok(Filter { since, until, classes, path })
    }

    pub fn matches(&self, line: &LogLine) -> bool {
        if let Some(t) = self.since {
            if line.time < t {
                return false;
            }
        }
        if let Some(t) = self.until {
            if line.time >= t {
                return false;
            }
        }
        if !self.classes.is_empty() && !self.classes.contains(&(line.status / 100)) {
            return false;
        }
        match &self.path {
            Some(re) => re.is_match(&line.path),
            None => true,
        }
    }
}

fn parse_time(s: &str) -> Result<DateTime<FixedOffset>> {
    DateTime::parse_from_rfc3339(s).with_context(|| format!("bad time {s:?}, expected RFC 3339"))
}

fn status_class(s: &str) -> Result<u16> {
    let s = s.trim().to_ascii_lowercase();
    if s.len() != 3 || !s.ends_with("xx") {
        bail!("bad status class {s:?}, expected e.g. 4xx");
    }
    let class = s[..1].parse::<u16>().unwrap_or(0);
    if !(1..=5).contains(&class) {
        bail!("bad status class {s:?}");
    }
    Ok(class)
}
