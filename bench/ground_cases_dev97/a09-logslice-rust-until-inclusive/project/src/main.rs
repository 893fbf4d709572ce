use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

use anyhow::{Context, Result};
use chrono::{DateTime, Utc};
use clap::Parser;

mod filter;
mod parse;

use filter::Range;

#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Start of the range (RFC 3339), inclusive
    #[arg(long)]
    from: Option<DateTime<Utc>>,
    /// Start the range this long ago (15m, 2h, 1d)
    #[arg(long, conflicts_with = "from", value_parser = parse::relative)]
    since: Option<chrono::Duration>,
    /// End of the range (RFC 3339), exclusive
    #[arg(long)]
    until: Option<DateTime<Utc>>,
    /// Print how many lines were read, printed and skipped
    #[arg(long)]
    stats: bool,
    /// Print only the number of matching lines
    #[arg(long)]
    count: bool,
    /// Log file; stdin when omitted
    file: Option<String>,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let input: Box<dyn BufRead> = match &args.file {
        Some(path) => Box::new(BufReader::new(File::open(path).with_context(|| format!("opening {path}"))?)),
        None => Box::new(BufReader::new(io::stdin())),
    };
    let from = args.from.or_else(|| args.since.map(|d| Utc::now() - d));
    let range = Range::new(from, args.until);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let (mut read, mut printed, mut skipped) = (0u64, 0u64, 0u64);
    for line in input.lines() {
        let line = line?;
        read += 1;
        match parse::timestamp(&line) {
            Some(ts) if range.contains(ts) => {
                if !args.count {
                    writeln!(out, "{line}")?;
                }
                printed += 1;
            }
            Some(_) => {}
            None => skipped += 1,
        }
    }
    if args.count {
        writeln!(out, "{printed}")?;
    }
    if args.stats {
        eprintln!("read {read}, printed {printed}, skipped {skipped}");
    }
    Ok(())
}
