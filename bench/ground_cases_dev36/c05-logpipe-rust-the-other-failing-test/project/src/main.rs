mod parser;
mod window;

use std::env;
use std::io::{self, BufRead, Write};

use window::Tumbling;

fn main() -> io::Result<()> {
    let size: u64 = env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let mut win = Tumbling::new(size);
    let mut bad = 0usize;

    let stdin = io::stdin();
    for line in stdin.lock().lines() {
        let line = line?;
        match parser::parse_line(&line) {
            Ok(fields) => match fields.get("ts").and_then(|v| v.parse::<u64>().ok()) {
                Some(ts) => win.push(ts),
                None => bad += 1,
            },
            Err(_) => bad += 1,
        }
    }

    let out = io::stdout();
    let mut out = out.lock();
    for b in win.finish() {
        writeln!(out, "{}\t{}", b.start, b.count)?;
    }
    if bad > 0 {
        eprintln!("skipped {bad} unparsable line(s)");
    }
    Ok(())
}
