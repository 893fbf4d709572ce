mod cli;
mod output;
mod parser;
mod stats;

use std::fs::File;
use std::io::{BufRead, BufReader};

use anyhow::{Context, Result};
use clap::Parser;

fn main() -> Result<()> {
    let args = cli::Args::parse();
    let file = File::open(&args.file).with_context(|| format!("open {}", args.file.display()))?;
    let reader = BufReader::with_capacity(1 << 20, file);

    let mut stats = stats::Stats::default();
    let mut bad = 0u64;
    for line in reader.lines() {
        let line = line?;
        match parser::parse_line(&line) {
            Ok(entry) => {
                if args.matches_status(entry.status) {
                    stats.add(&entry);
                }
            }
            Err(_) => bad += 1,
        }
    }

    if args.json {
        output::print_json(&stats, args.top)?;
    } else {
        output::print_table(&stats, args.top, bad);
    }
    Ok(())
}
