//! 固定大小的滚动窗口（tumbling window），按时间戳把事件分桶计数。

#[derive(Debug, Clone, PartialEq)]
pub struct Bucket {
    pub start: u64,
    pub count: usize,
}

pub struct Tumbling {
    size: u64,
    start: Option<u64>,
    count: usize,
    done: Vec<Bucket>,
}

impl Tumbling {
    pub fn new(size: u64) -> Self {
        assert!(size > 0, "window size must be positive");
        Tumbling { size, start: None, count: 0, done: Vec::new() }
    }

    /// 记录一个事件。时间戳需要单调不减；窗口是左闭右开的 [start, start + size)。
    pub fn push(&mut self, ts: u64) {
        let start = *self.start.get_or_insert(ts - ts % self.size);
        if ts > start + self.size {
            self.done.push(Bucket { start, count: self.count });
            self.start = Some(ts - ts % self.size);
            self.count = 0;
        }
        self.count += 1;
    }

    /// 结束输入，返回所有窗口（包括最后一个没满的）。没有事件的窗口不输出。
    pub fn finish(mut self) -> Vec<Bucket> {
        if let Some(start) = self.start {
            self.done.push(Bucket { start, count: self.count });
        }
        self.done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(size: u64, ts: &[u64]) -> Vec<(u64, usize)> {
        let mut w = Tumbling::new(size);
        for &t in ts {
            w.push(t);
        }
        w.finish().into_iter().map(|b| (b.start, b.count)).collect()
    }

    #[test]
    fn counts_within_one_window() {
        assert_eq!(run(60, &[0, 10, 59]), vec![(0, 3)]);
    }

    #[test]
    fn rolls_over_at_boundary() {
        assert_eq!(run(60, &[0, 30, 60, 61]), vec![(0, 2), (60, 2)]);
    }

    #[test]
    fn skips_empty_windows() {
        assert_eq!(run(10, &[1, 35]), vec![(0, 1), (30, 1)]);
    }
}
