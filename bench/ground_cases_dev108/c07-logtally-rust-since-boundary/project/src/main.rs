mod filter;
mod parse;
mod stats;

use std::fs;
use std::process::ExitCode;

use chrono::{DateTime, FixedOffset};
use clap::Parser;

#[derive(Parser)]
#[command(about = "Latency summary of a timed nginx access log")]
struct Args {
    /// Log file to read
    file: String,
    /// Only count this status code
    #[arg(long)]
    status: Option<u16>,
    /// Only count paths starting with this prefix
    #[arg(long)]
    path: Option<String>,
    /// Only count entries at or after this RFC 3339 time
    #[arg(long, value_parser = parse_since)]
    since: Option<DateTime<FixedOffset>>,
}

fn parse_since(s: &str) -> Result<DateTime<FixedOffset>, String> {
    DateTime::parse_from_rfc3339(s).map_err(|e| format!("expected RFC 3339 time like 2025-04-02T10:00:00+08:00: {e}"))
}

fn main() -> ExitCode {
    let args = Args::parse();
    let text = match fs::read_to_string(&args.file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {}: {e}", args.file);
            return ExitCode::FAILURE;
        }
    };
    let entries: Vec<parse::Entry> = text.lines().filter_map(parse::parse_line).collect();
    let f = filter::Filter { status: args.status, path_prefix: args.path, since: args.since };
    let picked: Vec<&parse::Entry> = entries.iter().filter(|e| f.matches(e)).collect();
    match stats::summarize(&picked) {
        Some(s) => println!("count={} p50={}ms p95={}ms max={}ms", s.count, s.p50, s.p95, s.max),
        None => println!("no matching entries"),
    }
    let (ok, client, server) = stats::status_classes(&picked);
    println!("2xx={ok} 4xx={client} 5xx={server}");
    ExitCode::SUCCESS
}
