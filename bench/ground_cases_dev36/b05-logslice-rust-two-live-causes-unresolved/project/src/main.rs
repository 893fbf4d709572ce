use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use chrono::{DateTime, NaiveDateTime, Utc};
use clap::Parser;

mod filter;
mod parse;

use filter::TimeRange;

/// Cut a time window out of application logs.
#[derive(Parser, Debug)]
#[command(name = "logslice", version)]
struct Args {
    /// Start of the window (RFC 3339, or YYYY-MM-DDTHH:MM:SS)
    #[arg(long)]
    since: Option<String>,
    /// End of the window, exclusive
    #[arg(long)]
    until: Option<String>,
    /// Drop lines without a timestamp (stack traces) instead of keeping them with the line before
    #[arg(long)]
    no_continuations: bool,
    /// Log files; stdin when none
    files: Vec<PathBuf>,
}

fn parse_bound(s: &str) -> Result<DateTime<Utc>> {
    if let Ok(dt) = DateTime::parse_from_rfc3339(s) {
        return Ok(dt.with_timezone(&Utc));
    }
    let naive = NaiveDateTime::parse_from_str(s, "%Y-%m-%dT%H:%M:%S")
        .with_context(|| format!("invalid time: {s}"))?;
    Ok(naive.and_utc())
}

fn main() -> Result<()> {
    let args = Args::parse();
    let range = TimeRange {
        since: args.since.as_deref().map(parse_bound).transpose()?,
        until: args.until.as_deref().map(parse_bound).transpose()?,
    };
    let keep = !args.no_continuations;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if args.files.is_empty() {
        slice(BufReader::new(io::stdin().lock()), &range, keep, &mut out)?;
    }
    for path in &args.files {
        let file = File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
        slice(BufReader::new(file), &range, keep, &mut out)?;
    }
    out.flush()?;
    Ok(())
}

fn slice<R: BufRead, W: Write>(reader: R, range: &TimeRange, keep: bool, out: &mut W) -> Result<()> {
    let mut inside = false;
    for line in reader.lines() {
        let line = line?;
        match parse::timestamp(&line) {
            Some(ts) => inside = range.contains(&ts),
            None if !keep => continue,
            None => {}
        }
        if inside {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}
