use chrono::{NaiveDate, NaiveTime};
use std::fmt;

/// One line of the log: `2025-10-14 09:00-10:30 acme standup with the team`.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub date: NaiveDate,
    pub start: NaiveTime,
    pub end: NaiveTime,
    /// The range ran past midnight: `end` is on the next day.
    pub overnight: bool,
    pub project: String,
    pub note: Option<String>,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    MissingField(&'static str),
    BadDate(String),
    BadTime(String),
    BadRange(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::MissingField(what) => write!(f, "missing {what}"),
            ParseError::BadDate(s) => write!(f, "bad date {s:?}, expected YYYY-MM-DD"),
            ParseError::BadTime(s) => write!(f, "bad time {s:?}, expected HH:MM"),
            ParseError::BadRange(s) => write!(f, "bad range {s:?}, expected HH:MM-HH:MM"),
        }
    }
}

impl std::error::Error for ParseError {}

pub fn parse_line(line: &str) -> Result<Entry, ParseError> {
    let mut parts = line.trim().splitn(4, ' ');
    let date_s = parts.next().filter(|s| !s.is_empty()).ok_or(ParseError::MissingField("date"))?;
    let range = parts.next().ok_or(ParseError::MissingField("time range"))?;
    let project = parts.next().ok_or(ParseError::MissingField("project"))?;
    let note = parts.next().map(|s| s.trim().to_string()).filter(|s| !s.is_empty());

    let date = NaiveDate::parse_from_str(date_s, "%Y-%m-%d").map_err(|_| ParseError::BadDate(date_s.into()))?;
    let (start_s, end_s) = range.split_once('-').ok_or_else(|| ParseError::BadRange(range.into()))?;
    let start = parse_time(start_s)?;
    let end = parse_time(end_s)?;
    let overnight = end_s < start_s;
    Ok(Entry { date, start, end, overnight, project: project.to_string(), note })
}

fn parse_time(s: &str) -> Result<NaiveTime, ParseError> {
    NaiveTime::parse_from_str(s, "%H:%M").map_err(|_| ParseError::BadTime(s.into()))
}

impl Entry {
    /// Length of the entry in minutes; an overnight entry ends on the next day.
    pub fn minutes(&self) -> i64 {
        let minutes = (self.end - self.start).num_minutes();
        if self.overnight {
            minutes + 24 * 60
        } else {
            minutes
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_full_line() {
        let e = parse_line("2025-10-14 09:00-10:30 acme standup with the team").unwrap();
        assert_eq!(e.project, "acme");
        assert_eq!(e.note.as_deref(), Some("standup with the team"));
        assert_eq!(e.minutes(), 90);
    }

    #[test]
    fn note_is_optional() {
        assert_eq!(parse_line("2025-10-14 13:00-14:00 ops").unwrap().note, None);
    }

    #[test]
    fn an_entry_past_midnight_ends_the_next_day() {
        let e = parse_line("2025-10-13 23:30-00:15 ops deploy").unwrap();
        assert!(e.overnight);
        assert_eq!(e.minutes(), 45);
    }

    #[test]
    fn rejects_a_bad_time() {
        assert_eq!(parse_line("2025-10-14 9h-10:00 ops"), Err(ParseError::BadTime("9h".into())));
    }
}
