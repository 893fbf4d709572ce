mod parse;
mod stats;

use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::process::ExitCode;

fn usage() -> ExitCode {
    eprintln!("usage: logsum <access.log> [--top N]");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let Some(path) = args.first() else {
        return usage();
    };
    let top = match args.iter().position(|a| a == "--top") {
        Some(i) => match args.get(i + 1).and_then(|n| n.parse::<usize>().ok()) {
            Some(n) => n,
            None => return usage(),
        },
        None => 10,
    };
    let file = match File::open(path) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("logsum: {path}: {e}");
            return ExitCode::FAILURE;
        }
    };

    let mut entries = Vec::new();
    let mut skipped = 0usize;
    for line in BufReader::new(file).lines() {
        let Ok(line) = line else {
            skipped += 1;
            continue;
        };
        if line.trim().is_empty() {
            continue;
        }
        match parse::parse_line(&line) {
            Ok(e) => entries.push(e),
            Err(_) => skipped += 1,
        }
    }

    let s = stats::summarize(&entries);
    println!("requests : {}", s.total);
    println!("5xx      : {}", s.errors_5xx);
    println!("bytes    : {}", s.bytes);
    println!("latency  : p50={}ms p95={}ms p99={}ms", s.p50_ms, s.p95_ms, s.p99_ms);
    let mut codes: Vec<(&u16, &usize)> = s.by_status.iter().collect();
    codes.sort();
    println!("status   :");
    for (code, n) in &codes {
        println!("  {code} x{n}");
    }
    println!("top paths:");
    for (p, c) in stats::top_paths(&entries, top) {
        println!("  {c:>6}  {p}");
    }
    if skipped > 0 {
        eprintln!("({skipped} lines skipped)");
    }
    ExitCode::SUCCESS
}
