use std::time::{Duration, Instant};

use crate::clock::Clock;

/// A token bucket: holds up to `capacity` tokens and gains one every `refill_every`.
#[derive(Debug)]
pub struct TokenBucket<C: Clock> {
    capacity: u32,
    tokens: u32,
    refill_every: Duration,
    last_refill: Instant,
    clock: C,
}

impl<C: Clock> TokenBucket<C> {
    pub fn new(capacity: u32, refill_every: Duration, clock: C) -> Self {
        assert!(capacity > 0, "capacity must be positive");
        assert!(!refill_every.is_zero(), "refill_every must be positive");
        let last_refill = clock.now();
        TokenBucket {
            capacity,
            tokens: capacity,
            refill_every,
            last_refill,
            clock,
        }
    }

    /// Takes one token if there is one.
    pub fn try_acquire(&mut self) -> bool {
        self.refill();
        if self.tokens > 0 {
            self.tokens -= 1;
            true
        } else {
            false
        }
    }

    /// Tokens available right now.
    pub fn available(&mut self) -> u32 {
        self.refill();
        self.tokens
    }

    /// How long until the next token; zero if one is available.
    pub fn wait_time(&mut self) -> Duration {
        self.refill();
        if self.tokens > 0 {
            return Duration::ZERO;
        }
        let since = self.clock.now().duration_since(self.last_refill);
        self.refill_every.saturating_sub(since)
    }

    fn refill(&mut self) {
        let now = self.clock.now();
        let elapsed = now.duration_since(self.last_refill);
        let periods = (elapsed.as_nanos() / self.refill_every.as_nanos()) as u32;
        if periods == 0 {
            return;
        }
        self.tokens = self.tokens.saturating_add(periods).min(self.capacity);
        self.last_refill = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{ManualClock, SystemClock};

    #[test]
    fn starts_full() {
        let mut b = TokenBucket::new(3, Duration::from_secs(1), SystemClock);
        assert_eq!(b.available(), 3);
    }

    #[test]
    fn acquire_until_empty() {
        let mut b = TokenBucket::new(2, Duration::from_secs(1), SystemClock);
        assert!(b.try_acquire());
        assert!(b.try_acquire());
        assert!(!b.try_acquire());
    }

    #[test]
    fn wait_time_when_empty() {
        let clock = ManualClock::new();
        let mut b = TokenBucket::new(1, Duration::from_millis(100), clock.clone());
        assert!(b.try_acquire());
        clock.advance(Duration::from_millis(30));
        assert_eq!(b.wait_time(), Duration::from_millis(70));
    }

    #[test]
    fn refill_after_window() {
        let clock = ManualClock::new();
        let mut b = TokenBucket::new(5, Duration::from_millis(20), clock.clone());
        while b.try_acquire() {}
        clock.advance(Duration::from_millis(50));
        assert_eq!(b.available(), 2);
        clock.advance(Duration::from_millis(50));
        assert_eq!(b.available(), 5);
    }
}
