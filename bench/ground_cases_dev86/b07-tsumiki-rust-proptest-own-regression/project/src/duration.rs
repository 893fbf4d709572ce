use thiserror::Error;

#[derive(Debug, Error, PartialEq)]
pub enum ParseError {
    #[error("empty input")]
    Empty,
    #[error("invalid number: {0}")]
    BadNumber(String),
    #[error("unknown unit: {0}")]
    UnknownUnit(String),
}

fn split_unit(s: &str) -> Option<(&str, &str)> {
    let idx = s.find(|c: char| !c.is_ascii_digit())?;
    Some((&s[..idx], &s[idx..]))
}

fn unit_secs(unit: &str) -> Result<u64, ParseError> {
    match unit {
        "s" => Ok(1),
        "m" => Ok(60),
        "h" => Ok(3600),
        "d" => Ok(86400),
        other => Err(ParseError::UnknownUnit(other.to_string())),
    }
}

/// "90" (seconds), "15m", "2h".
pub fn parse_duration(s: &str) -> Result<u64, ParseError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut total = 0;
    let mut rest = s;
    while !rest.is_empty() {
        let (num, tail) = split_unit(rest).ok_or(ParseError::UnknownUnit(String::new()))?;
        let unit_len = tail.find(|c: char| c.is_ascii_digit()).unwrap_or(tail.len());
        let n: u64 = num.parse().map_err(|_| ParseError::BadNumber(num.to_string()))?;
        total += n * unit_secs(&tail[..unit_len])?;
        rest = &tail[unit_len..];
    }
    Ok(total)
}

pub fn format_duration(secs: u64) -> String {
    if secs % 3600 == 0 && secs > 0 {
        format!("{}h", secs / 3600)
    } else if secs % 60 == 0 && secs > 0 {
        format!("{}m", secs / 60)
    } else {
        secs.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_units() {
        assert_eq!(parse_duration("15m"), Ok(900));
        assert_eq!(parse_duration("2h"), Ok(7200));
    }

    #[test]
    fn parses_compound() {
        assert_eq!(parse_duration("1h30m"), Ok(5400));
        assert_eq!(parse_duration("2d3h"), Ok(183600));
    }

    #[test]
    fn rejects_unknown_unit() {
        assert_eq!(parse_duration("3w"), Err(ParseError::UnknownUnit("w".into())));
    }
}
