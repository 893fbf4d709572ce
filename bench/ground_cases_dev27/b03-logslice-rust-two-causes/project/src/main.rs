use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use chrono::Local;
use clap::Parser;

mod filter;
mod parse;
mod since;

/// Print the lines of a log file written within the last <SINCE>.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// How far back to go: 30m, 2h, 1d ...
    #[arg(long)]
    since: String,

    /// Only lines that contain this text
    #[arg(long)]
    grep: Option<String>,

    /// Log file to read
    file: PathBuf,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let window = since::parse_duration(&args.since)?;
    let text = fs::read_to_string(&args.file).with_context(|| format!("reading {}", args.file.display()))?;
    let lines: Vec<&str> = text.lines().collect();
    let cutoff = (Local::now() - window).fixed_offset();

    let out = io::stdout().lock();
    let mut out = BufWriter::new(out);
    for line in filter::since(&lines, cutoff) {
        if args.grep.as_deref().map_or(true, |g| line.contains(g)) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}
