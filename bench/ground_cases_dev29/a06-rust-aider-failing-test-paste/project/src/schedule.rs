use std::time::Duration;

use rand::Rng;

/// When to run next: a fixed interval plus optional jitter, for a limited or unlimited count.
pub struct Plan {
    every: Duration,
    jitter_pct: u8,
    remaining: Option<u32>,
    first: bool,
}

impl Plan {
    pub fn new(every: Duration, jitter_pct: u8, times: Option<u32>) -> Self {
        Plan { every, jitter_pct: jitter_pct.min(100), remaining: times, first: true }
    }

    /// How long to sleep before the next run, or None when done.
    pub fn next_wait(&mut self) -> Option<Duration> {
        if let Some(n) = self.remaining.as_mut() {
            if *n == 0 {
                return None;
            }
            *n -= 1;
        }
        if self.first {
            self.first = false;
            return Some(Duration::ZERO);
        }
        let max_extra = self.every.as_millis() as u64 * self.jitter_pct as u64 / 100;
        let extra = if max_extra == 0 { 0 } else { rand::thread_rng().gen_range(0..=max_extra) };
        Some(self.every + Duration::from_millis(extra))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_first_immediately_then_waits() {
        let mut p = Plan::new(Duration::from_secs(5), 0, Some(3));
        assert_eq!(p.next_wait(), Some(Duration::ZERO));
        assert_eq!(p.next_wait(), Some(Duration::from_secs(5)));
        assert_eq!(p.next_wait(), Some(Duration::from_secs(5)));
        assert_eq!(p.next_wait(), None);
    }
}
