use std::time::Duration;

#[derive(Debug, PartialEq)]
pub enum ParseError {
    Empty,
    BadNumber(String),
    UnknownUnit(char),
}

/// Parses "90s", "15m", "1h30m", "2d" into a Duration.
pub fn parse_duration(input: &str) -> Result<Duration, ParseError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut total: u64 = 0;
    let mut digits = String::new();
    for ch in s.chars() {
        if ch.is_ascii_digit() {
            digits.push(ch);
            continue;
        }
        let n: u64 = digits
            .parse()
            .map_err(|_| ParseError::BadNumber(digits.clone()))?;
        total += match ch {
            'd' => n * 3600,
            'h' => n * 3600,
            'm' => n * 60,
            's' => n,
            other => return Err(ParseError::UnknownUnit(other)),
        };
        digits.clear();
    }
    if !digits.is_empty() {
        return Err(ParseError::BadNumber(digits));
    }
    Ok(Duration::from_secs(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_compound() {
        assert_eq!(parse_duration("1h30m").unwrap(), Duration::from_secs(5400));
    }

    #[test]
    fn parses_days() {
        assert_eq!(parse_duration("2d").unwrap(), Duration::from_secs(2 * 86_400));
        assert_eq!(parse_duration("1d12h").unwrap(), Duration::from_secs(129_600));
    }

    #[test]
    fn rejects_unknown_unit() {
        assert_eq!(parse_duration("3w"), Err(ParseError::UnknownUnit('w')));
    }

    #[test]
    fn rejects_trailing_number() {
        assert_eq!(parse_duration("10"), Err(ParseError::BadNumber("10".into())));
    }
}
