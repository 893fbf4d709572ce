mod filter;
mod output;
mod parse;
mod record;

use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::PathBuf;

use anyhow::Result;
use chrono::{DateTime, Utc};
use clap::Parser;

use crate::filter::Filter;
use crate::record::Level;

#[derive(Parser, Debug)]
#[command(name = "logq", version, about = "Filter JSON-lines logs")]
struct Args {
    /// Only records at or after this time (RFC 3339)
    #[arg(long)]
    since: Option<DateTime<Utc>>,
    /// Only records before this time (RFC 3339)
    #[arg(long)]
    until: Option<DateTime<Utc>>,
    /// Minimum level: trace, debug, info, warn, error
    #[arg(long, value_parser = parse_level)]
    level: Option<Level>,
    /// Substring to look for in msg
    #[arg(long)]
    grep: Option<String>,
    /// Print the original line instead of the pretty form
    #[arg(long)]
    raw: bool,
    /// Log files; stdin when none
    files: Vec<PathBuf>,
}

fn parse_level(s: &str) -> Result<Level, String> {
    Level::parse(s).ok_or_else(|| format!("unknown level {s:?}"))
}

fn main() -> Result<()> {
    let args = Args::parse();
    let filter = Filter { since: args.since, until: args.until, min_level: args.level, grep: args.grep.clone() };
    let mut out = io::stdout().lock();
    if args.files.is_empty() {
        run(io::stdin().lock(), &filter, args.raw, &mut out)?;
    } else {
        for path in &args.files {
            let file = File::open(path)?;
            run(BufReader::new(file), &filter, args.raw, &mut out)?;
        }
    }
    Ok(())
}

fn run(input: impl BufRead, filter: &Filter, raw: bool, out: &mut impl io::Write) -> Result<()> {
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let rec = match parse::parse_line(&line) {
            Ok(rec) => rec,
            Err(err) => {
                eprintln!("logq: skipping line: {err:#}");
                continue;
            }
        };
        if filter.matches(&rec) {
            output::write(out, &rec, raw)?;
        }
    }
    Ok(())
}
