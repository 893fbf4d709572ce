mod cli;
mod filter;
mod parse;

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};

use anyhow::{Context, Result};
use clap::Parser;

use crate::cli::Args;
use crate::filter::Filter;
use crate::parse::parse_line;

fn main() -> Result<()> {
    let args = Args::parse();
    let filter = Filter::from_args(&args)?;
    let input: Box<dyn BufRead> = match &args.file {
        Some(path) => Box::new(BufReader::new(
            File::open(path).with_context(|| format!("cannot open {}", path.display()))?,
        )),
        None => Box::new(BufReader::new(io::stdin())),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut kept = 0usize;
    for line in input.lines() {
        let line = line?;
        let Some(entry) = parse_line(&line) else {
            if args.keep_unparsed {
                writeln!(out, "{line}")?;
            }
            continue;
        };
        if !filter.keep(&entry) {
            continue;
        }
        if args.json {
            serde_json::to_writer(&mut out, &entry)?;
            writeln!(out)?;
        } else {
            writeln!(out, "{line}")?;
        }
        kept += 1;
    }
    out.flush()?;
    if args.count {
        eprintln!("{kept} lines");
    }
    Ok(())
}
