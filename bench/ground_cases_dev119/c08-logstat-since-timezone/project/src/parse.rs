use chrono::{DateTime, NaiveDateTime, Utc};

/// One access-log line, as written by the API servers:
/// `[2025-11-20 14:03:12] GET /api/orders 200 184ms`
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub at: DateTime<Utc>,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub millis: u32,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    MissingTimestamp,
    BadTimestamp(String),
    MissingField(&'static str),
    BadNumber(&'static str, String),
}

pub fn parse_line(line: &str) -> Result<Entry, ParseError> {
    let rest = line.trim().strip_prefix('[').ok_or(ParseError::MissingTimestamp)?;
    let (stamp, rest) = rest.split_once(']').ok_or(ParseError::MissingTimestamp)?;
    let naive = NaiveDateTime::parse_from_str(stamp, "%Y-%m-%d %H:%M:%S")
        .map_err(|_| ParseError::BadTimestamp(stamp.to_string()))?;
    let at = naive.and_utc();

    let mut fields = rest.split_whitespace();
    let method = fields.next().ok_or(ParseError::MissingField("method"))?.to_string();
    let path = fields.next().ok_or(ParseError::MissingField("path"))?.to_string();
    let status_raw = fields.next().ok_or(ParseError::MissingField("status"))?;
    let status = status_raw
        .parse()
        .map_err(|_| ParseError::BadNumber("status", status_raw.to_string()))?;
    let millis_raw = fields.next().ok_or(ParseError::MissingField("duration"))?;
    let millis = millis_raw
        .trim_end_matches("ms")
        .parse()
        .map_err(|_| ParseError::BadNumber("duration", millis_raw.to_string()))?;
    Ok(Entry { at, method, path, status, millis })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let e = parse_line("[2025-11-20 14:03:12] GET /api/orders 200 184ms").unwrap();
        assert_eq!(e.method, "GET");
        assert_eq!(e.path, "/api/orders");
        assert_eq!(e.status, 200);
        assert_eq!(e.millis, 184);
        assert_eq!(e.at.to_rfc3339(), "2025-11-20T14:03:12+00:00");
    }

    #[test]
    fn rejects_missing_timestamp() {
        assert_eq!(parse_line("GET / 200 1ms"), Err(ParseError::MissingTimestamp));
    }

    #[test]
    fn rejects_bad_duration() {
        assert!(matches!(
            parse_line("[2025-11-20 14:03:12] GET / 200 fast"),
            Err(ParseError::BadNumber("duration", _))
        ));
    }
}
