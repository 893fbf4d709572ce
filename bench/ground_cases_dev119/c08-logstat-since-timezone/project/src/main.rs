mod parse;
mod stats;

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::process::ExitCode;

use chrono::{DateTime, Duration, Utc};
use clap::Parser;

#[derive(Parser)]
#[command(name = "logstat", about = "Summarise an access log")]
struct Args {
    /// access log file
    file: String,
    /// only lines at or after this time: RFC 3339, or relative like 30m, 2h, 1d
    #[arg(long, value_parser = parse_since)]
    since: Option<DateTime<Utc>>,
    /// how many paths to list
    #[arg(long, default_value_t = 10)]
    paths: usize,
    /// also print the N slowest requests
    #[arg(long)]
    top: Option<usize>,
}

fn parse_since(raw: &str) -> Result<DateTime<Utc>, String> {
    if let Ok(at) = DateTime::parse_from_rfc3339(raw) {
        return Ok(at.with_timezone(&Utc));
    }
    let (num, unit) = raw.split_at(raw.len().saturating_sub(1));
    let n: i64 = num.parse().map_err(|_| format!("expected RFC 3339 or e.g. 2h, got {raw:?}"))?;
    let back = match unit {
        "m" => Duration::minutes(n),
        "h" => Duration::hours(n),
        "d" => Duration::days(n),
        _ => return Err(format!("unknown unit in {raw:?}: use m, h or d")),
    };
    Ok(Utc::now() - back)
}

fn main() -> ExitCode {
    let args = Args::parse();
    let file = match File::open(&args.file) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("logstat: {}: {e}", args.file);
            return ExitCode::from(2);
        }
    };
    let mut entries = Vec::new();
    let mut bad = 0usize;
    for line in BufReader::new(file).lines().map_while(Result::ok) {
        match parse::parse_line(&line) {
            Ok(entry) if args.since.map_or(true, |s| entry.at >= s) => entries.push(entry),
            Ok(_) => {}
            Err(_) => bad += 1,
        }
    }
    let summary = stats::summarize(&entries);
    println!(
        "requests: {}  5xx: {}  p50: {}ms  p95: {}ms",
        summary.count, summary.errors, summary.p50, summary.p95
    );
    for (path, n) in summary.by_path.iter().take(args.paths) {
        println!("{n:>8}  {path}");
    }
    if let Some(top) = args.top {
        let mut slowest: Vec<&parse::Entry> = entries.iter().collect();
        slowest.sort_by(|a, b| b.millis.cmp(&a.millis));
        println!();
        for e in slowest.into_iter().take(top) {
            println!("{:>7}ms  {}  {} {}", e.millis, e.at.format("%Y-%m-%d %H:%M:%S"), e.method, e.path);
        }
    }
    if bad > 0 {
        eprintln!("logstat: skipped {bad} unparseable lines");
    }
    ExitCode::SUCCESS
}
