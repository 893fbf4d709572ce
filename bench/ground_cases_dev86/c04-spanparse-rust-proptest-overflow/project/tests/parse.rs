use std::time::Duration;

use spanparse::{format_duration, parse_duration, ParseError};

#[test]
fn parses_single_units() {
    assert_eq!(parse_duration("250ms"), Ok(Duration::from_millis(250)));
    assert_eq!(parse_duration("45s"), Ok(Duration::from_secs(45)));
    assert_eq!(parse_duration("2d"), Ok(Duration::from_secs(172_800)));
}

#[test]
fn sums_parts_with_spaces() {
    assert_eq!(parse_duration("1h 30m"), Ok(Duration::from_secs(5_400)));
    assert_eq!(parse_duration(" 1m30s "), Ok(Duration::from_secs(90)));
}

#[test]
fn rejects_bad_input() {
    assert_eq!(parse_duration(""), Err(ParseError::Empty));
    assert_eq!(parse_duration("10"), Err(ParseError::MissingUnit(10)));
    assert_eq!(parse_duration("3w"), Err(ParseError::UnknownUnit("w".into())));
    assert!(matches!(parse_duration("h"), Err(ParseError::BadNumber(_))));
}

#[test]
fn formats_compactly() {
    assert_eq!(format_duration(Duration::from_secs(5_400)), "1h30m");
    assert_eq!(format_duration(Duration::from_millis(400)), "400ms");
}
