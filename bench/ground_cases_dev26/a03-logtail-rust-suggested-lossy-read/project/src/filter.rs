use std::time::Duration;

use chrono::{DateTime, Utc};

use crate::record::{Level, Record};

pub fn parse_duration(input: &str) -> Result<Duration, String> {
    let input = input.trim();
    let (num, unit) = input.split_at(input.len().saturating_sub(1));
    let n: u64 = num.parse().map_err(|_| format!("bad duration: {input}"))?;
    let secs = match unit {
        "s" => n,
        "m" => n * 60,
        "h" => n * 3_600,
        "d" => n * 86_400,
        _ => return Err(format!("unknown unit in {input}, use s/m/h/d")),
    };
    Ok(Duration::from_secs(secs))
}

pub struct Filter {
    pub min_level: Level,
    pub not_before: Option<DateTime<Utc>>,
}

impl Filter {
    pub fn new(min_level: Level, since: Option<Duration>, now: DateTime<Utc>) -> Self {
        let not_before = since.map(|d| now - chrono::Duration::from_std(d).unwrap_or_default());
        Filter { min_level, not_before }
    }

    pub fn keep(&self, rec: &Record) -> bool {
        if rec.level < self.min_level {
            return false;
        }
        match (self.not_before, rec.ts) {
            (Some(limit), Some(ts)) => ts >= limit,
            _ => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_hours() {
        assert_eq!(parse_duration("2h").unwrap(), Duration::from_secs(7_200));
        assert_eq!(parse_duration("90m").unwrap(), Duration::from_secs(5_400));
        assert!(parse_duration("2w").is_err());
    }
}
