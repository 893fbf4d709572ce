mod cli;
mod filter;
mod parse;

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

use chrono::Utc;
use clap::Parser;

fn main() -> anyhow::Result<()> {
    let args = cli::Args::parse();
    let filter = filter::Filter {
        min_level: args.level,
        target_prefix: args.target.clone(),
        grep: args.grep.clone(),
        since: args
            .since
            .as_deref()
            .map(|s| filter::parse_since(s, Utc::now()))
            .transpose()
            .map_err(anyhow::Error::msg)?,
    };
    let input: Box<dyn BufRead> = match &args.file {
        Some(path) => Box::new(BufReader::new(File::open(path)?)),
        None => Box::new(BufReader::new(io::stdin())),
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut skipped = 0usize;
    for line in input.lines() {
        let line = line?;
        match parse::parse_line(&line) {
            Some(entry) if filter.matches(&entry) => writeln!(out, "{line}")?,
            Some(_) => {}
            None => skipped += 1,
        }
    }
    if skipped > 0 && args.verbose {
        eprintln!("logslice: skipped {skipped} non-JSON lines");
    }
    Ok(())
}
