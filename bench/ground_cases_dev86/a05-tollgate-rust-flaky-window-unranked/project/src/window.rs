use std::time::{Duration, Instant};

use parking_lot::Mutex;

use crate::Decision;

/// At most `limit` requests per `window`, counted from the first request of the window.
pub struct FixedWindow {
    limit: u32,
    window: Duration,
    state: Mutex<(Instant, u32)>,
}

impl FixedWindow {
    pub fn new(limit: u32, window: Duration) -> Self {
        Self { limit, window, state: Mutex::new((Instant::now(), 0)) }
    }

    pub fn check(&self) -> Decision {
        self.check_at(Instant::now())
    }

    pub fn check_at(&self, now: Instant) -> Decision {
        let mut state = self.state.lock();
        if now.duration_since(state.0) >= self.window {
            *state = (now, 0);
        }
        if state.1 < self.limit {
            state.1 += 1;
            Decision::Allow { remaining: self.limit - state.1 }
        } else {
            let left = self.window.saturating_sub(now.duration_since(state.0));
            Decision::Deny { retry_after_ms: left.as_millis() as u64 }
        }
    }
}
