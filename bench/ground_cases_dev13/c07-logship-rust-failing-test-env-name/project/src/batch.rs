//! Collects log lines and decides when a batch is ready to ship.

use std::time::{Duration, Instant};

pub struct Batcher {
    lines: Vec<String>,
    max_lines: usize,
    flush_interval: Duration,
    started: Option<Instant>,
}

impl Batcher {
    pub fn new(max_lines: usize, flush_interval: Duration) -> Self {
        Batcher { lines: Vec::with_capacity(max_lines), max_lines, flush_interval, started: None }
    }

    /// Adds a line; returns a full batch when the size limit is reached.
    pub fn push(&mut self, line: String, now: Instant) -> Option<Vec<String>> {
        if self.started.is_none() {
            self.started = Some(now);
        }
        self.lines.push(line);
        if self.lines.len() >= self.max_lines {
            return Some(self.take());
        }
        None
    }

    /// Returns the pending lines if the oldest one has waited flush_interval.
    pub fn tick(&mut self, now: Instant) -> Option<Vec<String>> {
        match self.started {
            Some(t) if now.duration_since(t) >= self.flush_interval && !self.lines.is_empty() => Some(self.take()),
            _ => None,
        }
    }

    fn take(&mut self) -> Vec<String> {
        self.started = None;
        std::mem::replace(&mut self.lines, Vec::with_capacity(self.max_lines))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flushes_when_full() {
        let mut b = Batcher::new(2, Duration::from_secs(60));
        let now = Instant::now();
        assert!(b.push("a".into(), now).is_none());
        assert_eq!(b.push("b".into(), now), Some(vec!["a".to_string(), "b".to_string()]));
    }

    #[test]
    fn flushes_after_interval() {
        let mut b = Batcher::new(100, Duration::from_secs(5));
        let t0 = Instant::now();
        b.push("a".into(), t0);
        assert!(b.tick(t0 + Duration::from_secs(4)).is_none());
        assert_eq!(b.tick(t0 + Duration::from_secs(5)), Some(vec!["a".to_string()]));
    }
}
