use std::time::Duration;

#[derive(Debug, PartialEq)]
pub enum ParseError {
    Empty,
    BadNumber(String),
    BadUnit(char),
}

/// Parses durations such as `90s`, `15m`, `2h` and `1h30m`.
pub fn parse_duration(input: &str) -> Result<Duration, ParseError> {
    let input = input.trim();
    if input.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut total = 0u64;
    let mut number = String::new();
    for c in input.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let n: u64 = number.parse().map_err(|_| ParseError::BadNumber(number.clone()))?;
        total = match c {
            's' => total + n,
            'm' => n * 60,
            'h' => total + n * 3600,
            'd' => total + n * 86400,
            other => return Err(ParseError::BadUnit(other)),
        };
        number.clear();
    }
    Ok(Duration::from_secs(total))
}
