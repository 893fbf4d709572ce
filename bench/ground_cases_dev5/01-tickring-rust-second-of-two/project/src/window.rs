//! Time-bounded window: keeps samples younger than `span`.

use std::time::{Duration, Instant};

pub struct SlidingWindow {
    samples: Vec<Option<(Instant, f64)>>,
    head: usize,
    len: usize,
    cap: usize,
    span: Duration,
}

impl SlidingWindow {
    pub fn new(cap: usize, span: Duration) -> Self {
        SlidingWindow { samples: vec![None; cap], head: 0, len: 0, cap, span }
    }

    pub fn push(&mut self, at: Instant, value: f64) {
        let slot = (self.head + self.len) % self.cap;
        self.samples[slot] = Some((at, value));
        if self.len == self.cap {
            self.head = (self.head + 1) % self.cap;
        } else {
            self.len += 1;
        }
    }

    pub fn values(&self, now: Instant) -> Vec<f64> {
        (0..self.len)
            .filter_map(|i| self.samples[(self.head + i) % self.cap])
            .filter(|(t, _)| now.duration_since(*t) <= self.span)
            .map(|(_, v)| v)
            .collect()
    }
}
