mod filter;
mod output;
mod parse;

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;

use anyhow::Result;
use chrono::NaiveTime;
use clap::Parser;

#[derive(Parser)]
#[command(version, about = "Cut a time window out of service logs")]
struct Args {
    /// Log files to read
    files: Vec<PathBuf>,
    #[arg(long, value_parser = parse_time)]
    since: Option<NaiveTime>,
    #[arg(long, value_parser = parse_time)]
    until: Option<NaiveTime>,
    #[arg(long)]
    level: Option<parse::Level>,
    #[arg(long)]
    grep: Option<String>,
    #[arg(long)]
    source: bool,
}

fn parse_time(s: &str) -> Result<NaiveTime, String> {
    NaiveTime::parse_from_str(s, "%H:%M:%S")
        .or_else(|_| NaiveTime::parse_from_str(s, "%H:%M"))
        .map_err(|e| e.to_string())
}

fn main() -> Result<()> {
    let args = Args::parse();
    let f = filter::Filter { since: args.since, until: args.until, min_level: args.level, grep: args.grep };
    let mut entries = Vec::new();
    for path in &args.files {
        for line in BufReader::new(File::open(path)?).lines() {
            if let Ok(e) = parse::parse_line(&line?) {
                if f.accepts(&e) {
                    entries.push(e);
                }
            }
        }
    }
    entries.sort_by_key(|e| e.ts);
    output::Printer { color: false, show_source: args.source }.print_all(&entries)?;
    Ok(())
}
