//! Minimal RFC 3339 parsing (`YYYY-MM-DDTHH:MM:SS[.fff](Z|+HH:MM)`) to Unix seconds, without a
//! date crate: the binary has to stay small and build offline on the jump hosts.

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn num(s: &str, start: usize, end: usize) -> Result<i64, String> {
    s.get(start..end)
        .and_then(|t| t.parse::<i64>().ok())
        .ok_or_else(|| format!("bad number at {start}..{end} in {s:?}"))
}

/// Parse an RFC 3339 timestamp to Unix seconds.
pub fn parse_rfc3339(s: &str) -> Result<i64, String> {
    let b = s.as_bytes();
    if b.len() < 20 || b[4] != b'-' || b[7] != b'-' || !matches!(b[10], b'T' | b' ') || b[13] != b':' || b[16] != b':' {
        return Err(format!("not an RFC 3339 timestamp: {s:?}"));
    }
    let (y, mo, d) = (num(s, 0, 4)?, num(s, 5, 7)?, num(s, 8, 10)?);
    let (h, mi, sec) = (num(s, 11, 13)?, num(s, 14, 16)?, num(s, 17, 19)?);
    let mut rest = &s[19..];
    if let Some(frac) = rest.strip_prefix('.') {
        let digits = frac.bytes().take_while(u8::is_ascii_digit).count();
        rest = &frac[digits..];
    }
    let offset = match rest {
        "Z" | "z" => 0,
        _ if rest.len() == 6 && (rest.starts_with('+') || rest.starts_with('-')) => {
            let sign = if rest.starts_with('-') { -1 } else { 1 };
            sign * (num(rest, 1, 3)? * 3600 + num(rest, 4, 6)? * 60)
        }
        _ => return Err(format!("bad offset {rest:?} in {s:?}")),
    };
    Ok(days_from_civil(y, mo, d) * 86_400 + h * 3600 + mi * 60 + sec - offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn epoch() {
        assert_eq!(parse_rfc3339("1970-01-01T00:00:00Z"), Ok(0));
    }

    #[test]
    fn utc_and_offset_agree() {
        assert_eq!(parse_rfc3339("2024-03-01T12:00:00Z"), Ok(1_709_294_400));
        assert_eq!(parse_rfc3339("2024-03-01T20:00:00+08:00"), Ok(1_709_294_400));
    }

    #[test]
    fn fractional_seconds_are_ignored() {
        assert_eq!(parse_rfc3339("2024-03-01T12:00:00.123Z"), Ok(1_709_294_400));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_rfc3339("yesterday").is_err());
        assert!(parse_rfc3339("2024-03-01T12:00:00").is_err());
    }
}
