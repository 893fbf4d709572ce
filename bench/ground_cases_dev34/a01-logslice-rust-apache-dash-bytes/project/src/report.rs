use std::collections::HashMap;
use std::io::{self, Write};

use crate::parse::LogLine;

#[derive(Default)]
pub struct Report {
    requests: u64,
    bytes: u64,
    by_class: [u64; 6],
    by_path: HashMap<String, u64>,
}

impl Report {
    pub fn add(&mut self, line: &LogLine) {
        self.requests += 1;
        self.bytes += line.bytes;
        let class = (line.status / 100) as usize;
        if class < self.by_class.len() {
            self.by_class[class] += 1;
        }
        *self.by_path.entry(line.path.clone()).or_insert(0) += 1;
    }

    pub fn write(&self, out: &mut dyn Write, top: usize) -> io::Result<()> {
        writeln!(out, "requests: {}", self.requests)?;
        writeln!(out, "bytes:    {}", human_bytes(self.bytes))?;
        for (class, n) in self.by_class.iter().enumerate().skip(1) {
            if *n > 0 {
                writeln!(out, "{class}xx:      {n}")?;
            }
        }
        let mut paths: Vec<_> = self.by_path.iter().collect();
        paths.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        writeln!(out, "\ntop {} paths:", top.min(paths.len()))?;
        for (path, n) in paths.into_iter().take(top) {
            writeln!(out, "{n:>8}  {path}")?;
        }
        Ok(())
    }
}

fn human_bytes(n: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = n as f64;
    let mut unit = 0;
    while v >= 1024.0 && unit < UNITS.len() - 1 {
        v /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{n} B")
    } else {
        format!("{v:.1} {}", UNITS[unit])
    }
}
