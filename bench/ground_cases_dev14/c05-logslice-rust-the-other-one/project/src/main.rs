mod filter;
mod parse;
mod stats;

use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::process::ExitCode;

use clap::Parser;
use flate2::read::GzDecoder;

#[derive(Parser)]
#[command(version, about = "Slice and summarize nginx access logs")]
struct Args {
    /// access log file (.gz is decompressed)
    file: String,
    #[arg(long)]
    since: Option<String>,
    #[arg(long)]
    until: Option<String>,
    #[arg(long)]
    path: Option<String>,
    /// status codes or classes, e.g. 500,502 or 5xx
    #[arg(long)]
    status: Option<String>,
    /// also list the N slowest requests
    #[arg(long, default_value_t = 0)]
    top: usize,
}

fn open(path: &str) -> std::io::Result<Box<dyn BufRead>> {
    let file = File::open(path)?;
    let reader: Box<dyn Read> = if path.ends_with(".gz") { Box::new(GzDecoder::new(file)) } else { Box::new(file) };
    Ok(Box::new(BufReader::new(reader)))
}

fn main() -> ExitCode {
    let args = Args::parse();
    let window = match filter::TimeWindow::parse(args.since.as_deref(), args.until.as_deref()) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("logslice: {e}");
            return ExitCode::from(2);
        }
    };
    let status = match args.status.as_deref().map(filter::StatusFilter::parse).transpose() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("logslice: {e}");
            return ExitCode::from(2);
        }
    };
    let reader = match open(&args.file) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("logslice: {}: {e}", args.file);
            return ExitCode::from(1);
        }
    };
    let mut skipped = 0usize;
    let mut entries = Vec::new();
    for line in reader.lines().map_while(Result::ok) {
        match parse::parse_line(&line) {
            Some(e)
                if window.contains(&e)
                    && filter::path_matches(&e, args.path.as_deref())
                    && status.as_ref().map_or(true, |f| f.matches(e.status)) =>
            {
                entries.push(e)
            }
            Some(_) => {}
            None => skipped += 1,
        }
    }
    let s = stats::summarize(&entries);
    println!("requests {}  5xx {}  bytes {}", s.count, s.errors, s.bytes);
    println!("latency  p50 {:.3}s  p90 {:.3}s  p99 {:.3}s  max {:.3}s", s.p50, s.p90, s.p99, s.max);
    for e in stats::slowest(&entries, args.top) {
        println!("{:>8.3}s  {} {} {}  {}", e.request_time, e.status, e.method, e.path, e.time.format("%H:%M:%S"));
    }
    if skipped > 0 {
        eprintln!("logslice: skipped {skipped} unparsable lines");
    }
    ExitCode::SUCCESS
}
