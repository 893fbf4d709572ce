mod parse;
mod stats;

use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::process::ExitCode;

fn usage() -> ExitCode {
    eprintln!("usage: logstat [--since YYYY-MM-DDTHH:MM:SS] <access.tsv>");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut args: Vec<String> = env::args().skip(1).collect();
    let mut since = None;
    if let Some(i) = args.iter().position(|a| a == "--since") {
        let Some(raw) = args.get(i + 1).cloned() else {
            return usage();
        };
        let Some(ts) = parse::parse_ts(&raw) else {
            eprintln!("logstat: bad --since value: {raw}");
            return ExitCode::from(2);
        };
        since = Some(ts);
        args.drain(i..=i + 1);
    }
    let Some(path) = args.first() else {
        return usage();
    };

    let reader: Box<dyn BufRead> = if path == "-" {
        Box::new(BufReader::new(io::stdin()))
    } else {
        match File::open(path) {
            Ok(f) => Box::new(BufReader::new(f)),
            Err(e) => {
                eprintln!("logstat: {path}: {e}");
                return ExitCode::FAILURE;
            }
        }
    };

    let entries: Vec<parse::Entry> = reader
        .lines()
        .map_while(Result::ok)
        .filter_map(|l| parse::parse_line(&l))
        .filter(|e| since.map_or(true, |t| e.ts >= t))
        .collect();

    let s = stats::summarize(&entries);
    println!("total: {}", s.total);
    for (status, n) in &s.by_status {
        println!("  {status}: {n}");
    }
    println!("peak/min: {}", s.per_minute.iter().max().unwrap_or(&0));
    println!("max gap: {}s", s.max_gap_secs);
    println!("latency: {:?} (bounds {:?})", s.latency_hist, stats::LATENCY_BOUNDS);
    ExitCode::SUCCESS
}
