use std::fmt::Write;
use std::time::Duration;

use crate::UNITS;

/// Print a duration with the largest units first: `5400s` -> `"1h30m"`.
///
/// Sub-millisecond precision is dropped. Zero prints as `"0s"`.
pub fn format_duration(d: Duration) -> String {
    let mut ms = d.as_millis() as u64;
    if ms == 0 {
        return "0s".to_string();
    }
    let mut out = String::new();
    for (suffix, size) in UNITS {
        let n = ms / size;
        ms %= size;
        if n > 0 {
            write!(out, "{n}{suffix}").unwrap();
        }
    }
    out
}

/// Like [`format_duration`] but only the `max_parts` largest non-zero parts, for log lines.
pub fn format_short(d: Duration, max_parts: usize) -> String {
    let full = format_duration(d);
    let mut parts = 0;
    let mut end = 0;
    for (i, c) in full.char_indices() {
        if c.is_ascii_alphabetic() && !full[i + 1..].starts_with('s') {
            parts += 1;
            end = i + 1;
            if parts == max_parts {
                break;
            }
        }
    }
    full[..end].to_string()
}
