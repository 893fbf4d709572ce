use std::time::Duration;

use pingwatch::duration::{format_duration, parse_duration, DurationError};
use pretty_assertions::assert_eq;

#[test]
fn parses_millis() {
    assert_eq!(parse_duration("250ms"), Ok(Duration::from_millis(250)));
}

#[test]
fn parses_seconds() {
    assert_eq!(parse_duration("30s"), Ok(Duration::from_secs(30)));
}

#[test]
fn parses_bare_number_as_seconds() {
    assert_eq!(parse_duration(" 45 "), Ok(Duration::from_secs(45)));
}

#[test]
fn rejects_unknown_unit() {
    assert_eq!(parse_duration("5d"), Err(DurationError::BadUnit("d".into())));
}

#[test]
fn rejects_empty() {
    assert_eq!(parse_duration("  "), Err(DurationError::Empty));
}

#[test]
fn formats_round_trip() {
    for s in ["250ms", "30s", "5m", "2h"] {
        assert_eq!(format_duration(parse_duration(s).unwrap()), s);
    }
}
