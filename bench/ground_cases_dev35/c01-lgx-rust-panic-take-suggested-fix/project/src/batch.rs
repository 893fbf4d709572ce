//! 攒批: 满 batch_size 条吐一次

use crate::parser::Record;

pub struct Batcher {
    size: usize,
    buf: Vec<Record>,
}

impl Batcher {
    pub fn new(size: usize) -> Self {
        Batcher {
            size,
            buf: Vec::with_capacity(size),
        }
    }

    /// 放一条进去, 攒满了就把整批返回
    pub fn push(&mut self, rec: Record) -> Option<Vec<Record>> {
        self.buf.push(rec);
        if self.buf.len() >= self.size {
            Some(std::mem::take(&mut self.buf))
        } else {
            None
        }
    }

    pub fn flush(&mut self) -> Vec<Record> {
        if self.buf.is_empty() {
            return Vec::new();
        }
        std::mem::take(&mut self.buf)
    }

    pub fn pending(&self) -> usize {
        self.buf.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    fn rec(i: usize) -> Record {
        Record {
            ts: format!("2025-11-0{}T00:00:00Z", i % 9 + 1),
            level: "info".to_string(),
            fields: BTreeMap::new(),
        }
    }

    #[test]
    fn emits_full_batches() {
        let mut b = Batcher::new(2);
        assert!(b.push(rec(1)).is_none());
        assert_eq!(b.push(rec(2)).map(|v| v.len()), Some(2));
        assert_eq!(b.pending(), 0);
    }

    #[test]
    fn flush_returns_rest() {
        let mut b = Batcher::new(10);
        b.push(rec(1));
        assert_eq!(b.flush().len(), 1);
        assert!(b.flush().is_empty());
    }
}
