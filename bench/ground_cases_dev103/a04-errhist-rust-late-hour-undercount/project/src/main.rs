mod bucket;
mod parse;

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;

use chrono::{Days, NaiveDate, Utc};
use clap::Parser;

fn parse_day(s: &str) -> Result<NaiveDate, String> {
    let today = Utc::now().date_naive();
    match s {
        "today" => Ok(today),
        "yesterday" => Ok(today - Days::new(1)),
        _ => NaiveDate::parse_from_str(s, "%Y-%m-%d").map_err(|e| format!("{s}: {e}")),
    }
}

/// Hourly 5xx counts from nginx access logs, one day at a time.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    /// access log files (plain text)
    files: Vec<PathBuf>,
    /// the UTC day to report: YYYY-MM-DD, today or yesterday
    #[arg(long, value_parser = parse_day)]
    day: NaiveDate,
    /// print one JSON object per hour instead of the table
    #[arg(long)]
    json: bool,
}

fn main() -> std::io::Result<()> {
    let args = Args::parse();
    let mut events = Vec::new();
    let mut bad = 0usize;
    for path in &args.files {
        for line in BufReader::new(File::open(path)?).lines() {
            match parse::parse_line(&line?) {
                Some(e) if e.status >= 500 => events.push(e),
                Some(_) => {}
                None => bad += 1,
            }
        }
    }
    let counts = bucket::hourly(&events, args.day);
    for (hour, n) in counts.iter().enumerate() {
        if args.json {
            println!("{{\"hour\": {hour}, \"count\": {n}}}");
        } else {
            println!("{hour:02}:00  {n:>6}");
        }
    }
    if bad > 0 {
        eprintln!("skipped {bad} unparseable lines");
    }
    Ok(())
}
