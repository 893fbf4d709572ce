use std::io::{self, BufRead};
use std::time::Instant;

use tickring::{parse::parse_duration, stats, SlidingWindow};

fn main() {
    let span = std::env::args().nth(1).unwrap_or_default();
    let span = parse_duration(&span).expect("window span");
    let mut w = SlidingWindow::new(4096, span);
    for line in io::stdin().lock().lines() {
        let Ok(v) = line.unwrap_or_default().trim().parse::<f64>() else { continue };
        let now = Instant::now();
        w.push(now, v);
        if let Ok(p) = stats::percentile(&w.values(now), 99.0) {
            println!("p99={p:.2}");
        }
    }
}
