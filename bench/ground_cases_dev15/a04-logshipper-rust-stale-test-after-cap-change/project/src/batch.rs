use std::io::Write;

use flate2::write::GzEncoder;
use flate2::Compression;

/// Collects lines until `max_lines` or `max_bytes` is reached.
pub struct Batcher {
    lines: Vec<String>,
    bytes: usize,
    max_lines: usize,
    max_bytes: usize,
}

impl Batcher {
    pub fn new(max_lines: usize, max_bytes: usize) -> Self {
        Self { lines: Vec::with_capacity(max_lines), bytes: 0, max_lines, max_bytes }
    }

    /// Adds a line; returns true when the batch is full and should be flushed.
    pub fn push(&mut self, line: String) -> bool {
        self.bytes += line.len() + 1;
        self.lines.push(line);
        self.lines.len() >= self.max_lines || self.bytes >= self.max_bytes
    }

    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// Gzipped newline-delimited body, and resets the batch.
    pub fn take_gzipped(&mut self) -> std::io::Result<Vec<u8>> {
        let mut enc = GzEncoder::new(Vec::with_capacity(self.bytes / 4), Compression::fast());
        for line in self.lines.drain(..) {
            enc.write_all(line.as_bytes())?;
            enc.write_all(b"\n")?;
        }
        self.bytes = 0;
        enc.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_by_lines() {
        let mut b = Batcher::new(2, 1 << 20);
        assert!(!b.push("a".into()));
        assert!(b.push("b".into()));
    }

    #[test]
    fn take_resets() {
        let mut b = Batcher::new(10, 1 << 20);
        b.push("{}".into());
        assert!(!b.take_gzipped().unwrap().is_empty());
        assert!(b.is_empty());
    }
}
