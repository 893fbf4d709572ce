mod cli;
mod filter;
mod parse;
mod report;

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

use anyhow::{Context, Result};
use clap::Parser;

use crate::cli::Args;
use crate::filter::Filter;
use crate::parse::parse_line;
use crate::report::Report;

fn main() -> Result<()> {
    let args = Args::parse();
    let filter = Filter::from_args(&args)?;
    let mut report = Report::default();
    let mut skipped = 0usize;

    for path in &args.files {
        let file = File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
        for (n, line) in BufReader::new(file).lines().enumerate() {
            let line = line?;
            match parse_line(&line) {
                Ok(entry) if filter.matches(&entry) => report.add(&entry),
                Ok(_) => {}
                Err(e) => {
                    skipped += 1;
                    if args.verbose {
                        eprintln!("{}:{}: skipped: {}", path.display(), n + 1, e);
                    }
                }
            }
        }
    }

    let mut out: Box<dyn Write> = match &args.output {
        Some(p) => Box::new(File::create(p).with_context(|| format!("cannot write {}", p.display()))?),
        None => Box::new(io::stdout().lock()),
    };
    report.write(&mut out, args.top)?;
    if skipped > 0 {
        eprintln!("warning: {skipped} line(s) could not be parsed (use -v to list them)");
    }
    Ok(())
}
