use cronx::duration::parse_duration;
use std::time::Duration;

#[test]
fn simple_units() {
    assert_eq!(parse_duration("90s"), Ok(Duration::from_secs(90)));
}

#[test]
fn compound() {
    assert_eq!(parse_duration("1h30m"), Ok(Duration::from_secs(5400)));
}

#[test]
fn days() {
    assert_eq!(parse_duration("2d"), Ok(Duration::from_secs(172800)));
}
