mod parse;
mod stats;

use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::process;

use stats::Stats;

struct Args {
    top: usize,
    status: Option<u16>,
    slow: Option<f64>,
    since: Option<String>,
    files: Vec<String>,
}

fn usage() -> ! {
    eprintln!("usage: acclog [--top N] [--status CODE] [--slow SECS] [--since 'YYYY-MM-DD HH:MM'] [FILE...]");
    process::exit(2);
}

/// `2025-11-20 14:00`, `2025-11-20T14:00` or with seconds -> `2025-11-20 14:00:00`.
fn normalize_since(v: &str) -> Option<String> {
    let v = v.trim().replacen('T', " ", 1);
    match v.len() {
        16 => Some(format!("{v}:00")),
        19 => Some(v),
        _ => None,
    }
}

fn parse_args() -> Args {
    let mut args = Args { top: 10, status: None, slow: None, since: None, files: Vec::new() };
    let mut it = env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--top" => args.top = it.next().and_then(|v| v.parse().ok()).unwrap_or_else(|| usage()),
            "--status" => args.status = Some(it.next().and_then(|v| v.parse().ok()).unwrap_or_else(|| usage())),
            "--slow" => args.slow = Some(it.next().and_then(|v| v.parse().ok()).unwrap_or_else(|| usage())),
            "--since" => args.since = Some(it.next().and_then(|v| normalize_since(&v)).unwrap_or_else(|| usage())),
            "-h" | "--help" => usage(),
            _ if a.starts_with("--") => usage(),
            _ => args.files.push(a),
        }
    }
    args
}

fn consume(reader: impl BufRead, args: &Args, stats: &mut Stats) -> io::Result<()> {
    for line in reader.lines() {
        let line = line?;
        match parse::parse_line(&line) {
            Ok(e) => {
                if args.status.is_some_and(|s| s != e.status) {
                    continue;
                }
                if let Some(since) = &args.since {
                    if parse::local_timestamp(&e.time_local).is_some_and(|t| t < *since) {
                        continue;
                    }
                }
                stats.add(&e, args.slow);
            }
            Err(_) => stats.skipped += 1,
        }
    }
    Ok(())
}

fn main() -> io::Result<()> {
    let args = parse_args();
    let mut stats = Stats::default();
    if args.files.is_empty() {
        consume(io::stdin().lock(), &args, &mut stats)?;
    }
    for path in &args.files {
        let file = File::open(path).unwrap_or_else(|e| {
            eprintln!("acclog: {path}: {e}");
            process::exit(1);
        });
        consume(BufReader::new(file), &args, &mut stats)?;
    }

    println!("{} requests, {} unparsed lines", stats.total, stats.skipped);
    let mut codes: Vec<_> = stats.by_status.iter().collect();
    codes.sort();
    for (code, n) in codes {
        println!("  {code}: {n}");
    }
    println!("\ntop paths:");
    for (path, n, p95) in stats.top_paths(args.top) {
        println!("  {n:>8}  p95 {p95:>6.3}s  {path}");
    }
    if !stats.slow.is_empty() {
        println!("\nslow requests:");
        for e in &stats.slow {
            println!("  {:.3}s  {} {}  [{}]", e.request_time, e.method, e.path, e.time_local);
        }
    }
    Ok(())
}
