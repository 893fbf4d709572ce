use std::time::{Duration, Instant};

use crate::error::ShipError;
use crate::sink::Sink;

/// Collects log lines and hands them to the sink as one JSON array per batch.
pub struct Batcher<S: Sink> {
    sink: S,
    buf: Vec<String>,
    bytes: usize,
    max_items: usize,
    max_bytes: usize,
    interval: Duration,
    last_flush: Instant,
    pub sent_batches: u64,
}

impl<S: Sink> Batcher<S> {
    pub fn new(sink: S, max_items: usize, max_bytes: usize, interval: Duration) -> Self {
        Batcher {
            sink,
            buf: Vec::with_capacity(max_items),
            bytes: 0,
            max_items,
            max_bytes,
            interval,
            last_flush: Instant::now(),
            sent_batches: 0,
        }
    }

    /// Adds one line and sends the batch when it is full.
    pub fn push(&mut self, line: String) -> Result<(), ShipError> {
        self.bytes += line.len() + 1;
        self.buf.push(line);
        if self.buf.len() > self.max_items || self.bytes >= self.max_bytes {
            self.flush()?;
        }
        Ok(())
    }

    /// Sends the batch once the flush interval has passed.
    pub fn tick(&mut self, now: Instant) -> Result<(), ShipError> {
        if now.duration_since(self.last_flush) >= self.interval {
            self.flush()?;
        }
        Ok(())
    }

    pub fn flush(&mut self) -> Result<(), ShipError> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let body = self.encode();
        self.sink.send(&body)?;
        self.buf.clear();
        self.sent_batches += 1;
        self.last_flush = Instant::now();
        Ok(())
    }

    #[cfg(test)]
    pub fn pending(&self) -> usize {
        self.buf.len()
    }

    fn encode(&self) -> String {
        let mut out = String::with_capacity(self.bytes + 2);
        out.push('[');
        for (i, line) in self.buf.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str(&json_string(line));
        }
        out.push(']');
        out
    }
}

fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;
    use std::rc::Rc;

    #[derive(Clone, Default)]
    struct Memory(Rc<RefCell<Vec<String>>>);

    impl Sink for Memory {
        fn send(&mut self, body: &str) -> Result<(), ShipError> {
            self.0.borrow_mut().push(body.to_string());
            Ok(())
        }
    }

    fn batcher(max_items: usize, max_bytes: usize) -> (Batcher<Memory>, Memory) {
        let mem = Memory::default();
        (Batcher::new(mem.clone(), max_items, max_bytes, Duration::from_secs(5)), mem)
    }

    #[test]
    fn flushes_when_full() {
        let (mut b, mem) = batcher(2, 1 << 20);
        for line in ["a", "b", "c"] {
            b.push(line.to_string()).unwrap();
        }
        assert_eq!(mem.0.borrow().len(), 1);
        assert_eq!(b.pending(), 0);
    }

    #[test]
    fn flushes_on_size() {
        let (mut b, mem) = batcher(100, 8);
        b.push("0123456789".to_string()).unwrap();
        assert_eq!(mem.0.borrow().as_slice(), ["[\"0123456789\"]"]);
    }

    #[test]
    fn empty_flush_sends_nothing() {
        let (mut b, mem) = batcher(10, 1 << 20);
        b.flush().unwrap();
        b.tick(Instant::now() + Duration::from_secs(10)).unwrap();
        assert!(mem.0.borrow().is_empty());
        assert_eq!(b.sent_batches, 0);
    }

    #[test]
    fn escapes_quotes_and_newlines() {
        assert_eq!(json_string("say \"hi\"\n"), "\"say \\\"hi\\\"\\n\"");
    }
}
