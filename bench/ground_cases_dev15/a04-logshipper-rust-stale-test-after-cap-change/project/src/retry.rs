//! Backoff between upload attempts.

use std::time::Duration;

/// Delay before the first retry.
pub const BASE_DELAY: Duration = Duration::from_millis(500);
/// Upper bound for a single delay.
pub const MAX_DELAY: Duration = Duration::from_secs(60);

/// How long to wait before retry number `attempt` (1-based): 500ms, 1s, 2s, 4s, ...
/// capped at `MAX_DELAY`. Attempt 0 is the first try and has no delay.
pub fn backoff_delay(attempt: u32) -> Duration {
    if attempt == 0 {
        return Duration::ZERO;
    }
    let factor = 1u32.checked_shl(attempt - 1).unwrap_or(u32::MAX);
    BASE_DELAY.checked_mul(factor).map_or(MAX_DELAY, |d| d.min(MAX_DELAY))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_delay_before_first_attempt() {
        assert_eq!(backoff_delay(0), Duration::ZERO);
    }

    #[test]
    fn first_retry_waits_base() {
        assert_eq!(backoff_delay(1), Duration::from_millis(500));
    }

    #[test]
    fn doubles_each_attempt() {
        assert_eq!(backoff_delay(2), Duration::from_secs(1));
        assert_eq!(backoff_delay(3), Duration::from_secs(2));
        assert_eq!(backoff_delay(6), Duration::from_secs(16));
    }

    #[test]
    fn backoff_is_capped() {
        assert_eq!(backoff_delay(12), Duration::from_secs(30));
    }

    #[test]
    fn huge_attempt_does_not_overflow() {
        assert_eq!(backoff_delay(u32::MAX), MAX_DELAY);
    }
}
