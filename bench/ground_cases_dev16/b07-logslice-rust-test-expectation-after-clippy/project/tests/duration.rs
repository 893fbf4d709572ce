use std::time::Duration;

use logslice::{parse_duration, DurationError};

#[test]
fn seconds() {
    assert_eq!(parse_duration("90s").unwrap(), Duration::from_secs(90));
}

#[test]
fn minutes_and_hours() {
    assert_eq!(parse_duration("15m").unwrap(), Duration::from_secs(900));
    assert_eq!(parse_duration("2h").unwrap(), Duration::from_secs(7200));
}

#[test]
fn days() {
    assert_eq!(parse_duration("1d").unwrap(), Duration::from_secs(86_400));
}

#[test]
fn compound_hours_and_minutes() {
    assert_eq!(parse_duration("1h30m").unwrap(), Duration::from_secs(5400));
}

#[test]
fn compound_minutes_and_seconds() {
    assert_eq!(parse_duration("2m30s").unwrap(), Duration::from_secs(170));
}

#[test]
fn errors() {
    assert_eq!(parse_duration(""), Err(DurationError::Empty));
    assert_eq!(parse_duration("15"), Err(DurationError::MissingUnit("15".into())));
    assert_eq!(parse_duration("3w"), Err(DurationError::UnknownUnit('w')));
}
