use anyhow::{bail, Context, Result};
use serde_json::Value;
use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;

use crate::config::Settings;

const LEVELS: [&str; 4] = ["debug", "info", "warn", "error"];

pub fn parse_when(text: &str) -> Result<OffsetDateTime> {
    if let Ok(t) = OffsetDateTime::parse(text, &Rfc3339) {
        return Ok(t);
    }
    let ago = humantime::parse_duration(text).with_context(|| format!("not a time or duration: {text}"))?;
    Ok(OffsetDateTime::now_utc() - ago)
}

pub struct Filter {
    since: Option<OffsetDateTime>,
    until: Option<OffsetDateTime>,
    min_level: usize,
    time_field: String,
}

impl Filter {
    pub fn new(s: &Settings) -> Result<Self> {
        let min_level = match &s.level {
            None => 0,
            Some(l) => match LEVELS.iter().position(|x| x.eq_ignore_ascii_case(&l)) {
                Some(i) => i,
                None => bail!("unknown level {l}"),
            },
        };
        Ok(Filter { since: s.since, until: s.until, min_level, time_field: s.time_field.clone() })
    }

    pub fn matches(&self, line: &str) -> bool {
        let Ok(entry) = serde_json::from_str::<Value>(line) else {
            return false;
        };
        if self.min_level > 0 {
            let level = entry.get("level").and_then(Value::as_str).unwrap_or("info");
            match LEVELS.iter().position(|x| x.eq_ignore_ascii_case(level)) {
                Some(i) if i >= self.min_level => {}
                _ => return false,
            }
        }
        let Some(ts) = entry.get(&self.time_field).and_then(Value::as_str) else {
            return self.since.is_none() && self.until.is_none();
        };
        let Ok(ts) = OffsetDateTime::parse(ts, &Rfc3339) else {
            return false;
        };
        self.since.map_or(true, |s| ts >= s) && self.until.map_or(true, |u| ts < u)
    }
}
