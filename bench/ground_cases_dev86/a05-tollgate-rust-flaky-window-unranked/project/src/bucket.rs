use std::time::Instant;

use parking_lot::Mutex;

use crate::Decision;

/// Token bucket: `capacity` tokens, refilled at `per_sec` tokens per second.
pub struct TokenBucket {
    capacity: f64,
    per_sec: f64,
    state: Mutex<(Instant, f64)>,
}

impl TokenBucket {
    pub fn new(capacity: u32, per_sec: f64) -> Self {
        Self { capacity: capacity as f64, per_sec, state: Mutex::new((Instant::now(), capacity as f64)) }
    }

    pub fn check_at(&self, now: Instant) -> Decision {
        let mut state = self.state.lock();
        let elapsed = now.saturating_duration_since(state.0).as_secs_f64();
        state.1 = (state.1 + elapsed * self.per_sec).min(self.capacity);
        state.0 = now;
        if state.1 >= 1.0 {
            state.1 -= 1.0;
            Decision::Allow { remaining: state.1 as u32 }
        } else {
            let wait = (1.0 - state.1) / self.per_sec;
            Decision::Deny { retry_after_ms: (wait * 1000.0).ceil() as u64 }
        }
    }

    pub fn check(&self) -> Decision {
        self.check_at(Instant::now())
    }
}
