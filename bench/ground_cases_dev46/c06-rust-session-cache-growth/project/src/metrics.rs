use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::Duration;

const WINDOW: usize = 1024;

/// Latency samples for the /metrics endpoint: a fixed-size ring, oldest dropped first.
pub struct Latency {
    samples: Mutex<VecDeque<Duration>>,
}

impl Latency {
    pub fn new() -> Self {
        Self { samples: Mutex::new(VecDeque::with_capacity(WINDOW)) }
    }

    pub fn record(&self, d: Duration) {
        let mut s = self.samples.lock().unwrap();
        if s.len() == WINDOW {
            s.pop_front();
        }
        s.push_back(d);
    }

    pub fn p99(&self) -> Option<Duration> {
        let s = self.samples.lock().unwrap();
        if s.is_empty() {
            return None;
        }
        let mut v: Vec<_> = s.iter().copied().collect();
        v.sort();
        Some(v[(v.len() * 99 / 100).min(v.len() - 1)])
    }
}
