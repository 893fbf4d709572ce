//! Retry timing: exponential backoff with jitter, and the upstream's Retry-After header.

use std::time::{Duration, SystemTime};

#[derive(Debug, Clone)]
pub struct Backoff {
    base: Duration,
    max: Duration,
    attempt: u32,
}

impl Backoff {
    pub fn new() -> Self {
        Self::with_limits(Duration::from_millis(500), Duration::from_secs(30))
    }

    pub fn with_limits(base: Duration, max: Duration) -> Self {
        Self { base, max, attempt: 0 }
    }

    /// base * 2^attempt, capped at `max`, then spread by +-20% using `jitter` in [0, 1).
    pub fn next_delay(&mut self, jitter: f64) -> Duration {
        let exp = self.base.saturating_mul(1u32 << self.attempt.min(16));
        let capped = exp.min(self.max);
        self.attempt += 1;
        capped.mul_f64(0.8 + 0.4 * jitter)
    }

    pub fn attempts(&self) -> u32 {
        self.attempt
    }
}

impl Default for Backoff {
    fn default() -> Self {
        Self::new()
    }
}

/// Parses a Retry-After header value: either delay-seconds or an HTTP-date.
pub fn parse_retry_after(value: &str, now: SystemTime) -> Option<Duration> {
    let value = value.trim();
    if let Ok(secs) = value.parse::<u64>() {
        return Some(Duration::from_millis(secs));
    }
    let when = httpdate::parse_http_date(value).ok()?;
    Some(when.duration_since(now).unwrap_or(Duration::ZERO))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delay_grows_and_caps() {
        let mut b = Backoff::with_limits(Duration::from_millis(500), Duration::from_secs(10));
        assert_eq!(b.next_delay(0.5), Duration::from_millis(500));
        assert_eq!(b.next_delay(0.5), Duration::from_millis(1000));
        for _ in 0..10 {
            b.next_delay(0.5);
        }
        assert_eq!(b.next_delay(0.5), Duration::from_secs(10));
    }

    #[test]
    fn retry_after_http_date_in_past_is_zero() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        assert_eq!(parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now), Some(Duration::ZERO));
    }
}
