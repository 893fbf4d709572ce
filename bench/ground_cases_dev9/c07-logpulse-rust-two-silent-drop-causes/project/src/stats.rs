use std::collections::HashMap;
use std::io::{BufRead, Write};

use anyhow::Result;

use crate::parser::{endpoint_of, parse_line};

#[derive(Default)]
struct EndpointStats {
    count: u64,
    errors: u64,
    times: Vec<f64>,
}

pub struct Aggregator {
    depth: usize,
    total: u64,
    by_endpoint: HashMap<String, EndpointStats>,
}

impl Aggregator {
    pub fn new(depth: usize) -> Self {
        Self { depth, total: 0, by_endpoint: HashMap::new() }
    }

    pub fn consume<R: BufRead>(&mut self, reader: R) -> Result<()> {
        for line in reader.lines() {
            let line = line?;
            let Ok(entry) = parse_line(&line) else { continue };
            self.total += 1;
            let s = self.by_endpoint.entry(endpoint_of(&entry.path, self.depth)).or_default();
            s.count += 1;
            if entry.status >= 500 {
                s.errors += 1;
            }
            s.times.push(entry.request_time);
        }
        Ok(())
    }

    pub fn report<W: Write>(&mut self, top: usize, out: &mut W) -> Result<()> {
        writeln!(out, "total requests: {}", self.total)?;
        writeln!(out, "{:<40} {:>10} {:>8} {:>8} {:>8} {:>8}", "endpoint", "count", "5xx", "p50", "p95", "p99")?;
        let mut rows: Vec<_> = self.by_endpoint.iter_mut().collect();
        rows.sort_by(|a, b| b.1.count.cmp(&a.1.count));
        if top > 0 {
            rows.truncate(top);
        }
        for (ep, s) in rows {
            s.times.sort_by(|a, b| a.total_cmp(b));
            writeln!(
                out,
                "{:<40} {:>10} {:>8} {:>8.3} {:>8.3} {:>8.3}",
                ep, s.count, s.errors,
                percentile(&s.times, 0.50), percentile(&s.times, 0.95), percentile(&s.times, 0.99)
            )?;
        }
        Ok(())
    }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let idx = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[idx]
}
