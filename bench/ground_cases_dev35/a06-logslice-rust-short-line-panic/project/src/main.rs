mod output;
mod parse;

use std::fs::File;
use std::io::{self, BufRead, BufReader};

use anyhow::{Context, Result};
use chrono::NaiveDateTime;
use clap::Parser;

use crate::parse::{parse_line, Level};

/// Print the log lines between two timestamps, optionally filtered by level.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Log file to read ("-" for stdin)
    file: String,
    /// Start of the range, inclusive ("2026-04-02 11:00:00")
    #[arg(long)]
    since: Option<String>,
    /// End of the range, exclusive
    #[arg(long)]
    until: Option<String>,
    /// Lowest level to print (trace, debug, info, warn, error)
    #[arg(long, default_value = "trace")]
    level: String,
    /// Prefix every line with its number
    #[arg(short = 'n', long)]
    numbered: bool,
    /// Print one JSON object per entry instead of text
    #[arg(long, conflicts_with = "numbered")]
    json: bool,
}

fn parse_bound(raw: &Option<String>) -> Result<Option<NaiveDateTime>> {
    raw.as_deref()
        .map(|s| NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M:%S").with_context(|| format!("bad timestamp {s:?}")))
        .transpose()
}

fn main() -> Result<()> {
    let args = Args::parse();
    let since = parse_bound(&args.since)?;
    let until = parse_bound(&args.until)?;
    let min_level = Level::parse(&args.level.to_uppercase()).context("unknown --level")?;

    let reader: Box<dyn BufRead> = if args.file == "-" {
        Box::new(BufReader::new(io::stdin()))
    } else {
        Box::new(BufReader::new(File::open(&args.file).with_context(|| format!("open {}", args.file))?))
    };
    let lines: Vec<String> = reader.lines().collect::<Result<_, _>>()?;

    let entries: Vec<_> = lines
        .iter()
        .filter_map(|l| parse_line(l))
        .filter(|e| e.level >= min_level)
        .filter(|e| since.map_or(true, |s| e.ts >= s))
        .filter(|e| until.map_or(true, |u| e.ts < u))
        .collect();

    if args.json {
        output::print_json(&entries)?;
    } else if args.numbered {
        output::print_numbered(&entries, 1);
    } else {
        output::print_plain(&entries);
    }
    Ok(())
}
