mod cli;
mod duration;
mod filter;
mod output;
mod parse;

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

use anyhow::{Context, Result};
use clap::Parser;

fn main() -> Result<()> {
    let args = cli::Args::parse();
    let filter = filter::Filter::from_args(&args)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut matched: u64 = 0;

    for reader in open_inputs(&args.files)? {
        for line in reader.lines() {
            let line = line?;
            let Some(entry) = parse::parse_line(&line) else {
                continue;
            };
            if !filter.matches(&entry) {
                continue;
            }
            matched += 1;
            if !args.count {
                output::write_entry(&mut out, &entry, args.json)?;
            }
        }
    }
    if args.count {
        writeln!(out, "{matched}")?;
    }
    Ok(())
}

fn open_inputs(files: &[std::path::PathBuf]) -> Result<Vec<Box<dyn BufRead>>> {
    if files.is_empty() {
        return Ok(vec![Box::new(BufReader::new(io::stdin()))]);
    }
    files
        .iter()
        .map(|p| {
            let f = File::open(p).with_context(|| format!("opening {}", p.display()))?;
            Ok(Box::new(BufReader::new(f)) as Box<dyn BufRead>)
        })
        .collect()
}
