use std::time::Duration;

use spanfmt::{parse_duration, ParseError};

#[test]
fn parses_compound() {
    assert_eq!(parse_duration("1h30m").unwrap(), Duration::from_secs(5400));
    assert_eq!(parse_duration("2d 4h").unwrap(), Duration::from_secs(2 * 86_400 + 4 * 3600));
}

#[test]
fn parses_millis_suffix() {
    assert_eq!(parse_duration("250ms").unwrap(), Duration::from_millis(250));
    assert_eq!(parse_duration("1s500ms").unwrap(), Duration::from_millis(1500));
}

#[test]
fn parses_seconds() {
    assert_eq!(parse_duration("90s").unwrap(), Duration::from_secs(90));
}

#[test]
fn rejects_garbage() {
    assert_eq!(parse_duration(""), Err(ParseError::Empty));
    assert_eq!(parse_duration("h"), Err(ParseError::MissingNumber { at: 0 }));
    assert!(matches!(parse_duration("5y"), Err(ParseError::UnknownUnit { .. })));
}

#[test]
fn overflow_is_an_error() {
    assert_eq!(parse_duration("99999999999999999999d"), Err(ParseError::Overflow));
}
