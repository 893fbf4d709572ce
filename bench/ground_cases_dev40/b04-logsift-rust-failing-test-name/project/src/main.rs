mod filter;
mod level;
mod parser;

use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use filter::Filter;
use level::Level;

fn usage() -> ! {
    eprintln!("usage: logsift [--level LEVEL] [--target NAME] [--grep TEXT] [--since TS] [--summary] < log");
    std::process::exit(2)
}

fn main() -> ExitCode {
    let mut filter = Filter::default();
    let mut summary = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--level" => {
                filter.min_level = args
                    .next()
                    .and_then(|v| v.parse::<Level>().ok())
                    .or_else(|| usage())
            }
            "--target" => filter.target = Some(args.next().unwrap_or_else(|| usage())),
            "--grep" => filter.contains = Some(args.next().unwrap_or_else(|| usage())),
            "--since" => {
                let v = args.next().unwrap_or_else(|| usage());
                filter.since = Some(parser::parse_timestamp(&v).unwrap_or_else(|e| {
                    eprintln!("logsift: {e}");
                    std::process::exit(2)
                }));
            }
            "--summary" => summary = true,
            _ => usage(),
        }
    }

    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut counts: BTreeMap<Level, usize> = BTreeMap::new();
    let mut skipped = 0usize;
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        match parser::parse_line(&line) {
            Ok(rec) if filter.matches(&rec) => {
                *counts.entry(rec.level).or_default() += 1;
                if !summary {
                    let _ = writeln!(out, "{line}");
                }
            }
            Ok(_) => {}
            Err(_) => skipped += 1,
        }
    }
    if summary {
        for (level, n) in &counts {
            let _ = writeln!(out, "{level:<5} {n}");
        }
    }
    if skipped > 0 {
        eprintln!("logsift: skipped {skipped} unparsable line(s)");
    }
    ExitCode::SUCCESS
}
