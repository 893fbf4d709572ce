use std::time::Duration;

use spanfmt::format_duration;

#[test]
fn formats_compound() {
    assert_eq!(format_duration(Duration::from_secs(5400)), "1h30m");
    assert_eq!(format_duration(Duration::from_secs(90)), "1m30s");
}

#[test]
fn skips_zero_parts() {
    assert_eq!(format_duration(Duration::from_secs(3600)), "1h");
    assert_eq!(format_duration(Duration::from_secs(86_400 + 5)), "1d5s");
    assert_eq!(format_duration(Duration::from_millis(60_250)), "1m250ms");
}

#[test]
fn formats_zero() {
    assert_eq!(format_duration(Duration::ZERO), "0s");
}
