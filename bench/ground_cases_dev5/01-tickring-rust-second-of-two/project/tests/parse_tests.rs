use std::time::Duration;
use tickring::parse::parse_duration;

#[test]
fn units() {
    assert_eq!(parse_duration("250ms").unwrap(), Duration::from_millis(250));
    assert_eq!(parse_duration("5s").unwrap(), Duration::from_secs(5));
    assert_eq!(parse_duration("2m").unwrap(), Duration::from_secs(120));
}

#[test]
fn bare_number_is_seconds() {
    assert_eq!(parse_duration("30").unwrap(), Duration::from_secs(30));
}

#[test]
fn empty_duration_is_error() {
    assert!(parse_duration("").is_err());
}
