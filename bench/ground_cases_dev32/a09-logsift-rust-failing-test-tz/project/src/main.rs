mod cli;
mod filter;
mod parse;

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

use anyhow::{Context, Result};
use clap::Parser;

use crate::cli::Args;
use crate::filter::Filter;

fn main() -> Result<()> {
    let args = Args::parse();
    let filter = Filter::from_args(&args);
    let reader: Box<dyn BufRead> = match &args.file {
        Some(path) => Box::new(BufReader::new(
            File::open(path).with_context(|| format!("opening {}", path.display()))?,
        )),
        None => Box::new(BufReader::new(io::stdin())),
    };

    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut skipped = 0usize;
    for line in reader.lines() {
        let line = line?;
        match parse::parse_line(&line) {
            Ok(record) if filter.matches(&record) => writeln!(out, "{}", line)?,
            Ok(_) => {}
            Err(_) => skipped += 1,
        }
    }
    if skipped > 0 && !args.quiet {
        eprintln!("logsift: skipped {} unparseable line(s)", skipped);
    }
    Ok(())
}
