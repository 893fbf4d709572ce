mod cli;
mod duration;
mod filter;
mod record;

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};

use anyhow::Context;
use clap::Parser;

use crate::cli::Args;
use crate::filter::Filter;
use crate::record::Record;

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let filter = Filter::from_args(&args, chrono::Utc::now())?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());

    for input in args.inputs() {
        let reader: Box<dyn BufRead> = match &input {
            Some(path) => Box::new(BufReader::new(
                File::open(path).with_context(|| format!("opening {}", path.display()))?,
            )),
            None => Box::new(io::stdin().lock()),
        };
        for line in reader.lines() {
            let line = line?;
            match Record::parse(&line) {
                Some(record) if filter.matches(&record) => writeln!(out, "{}", record.render())?,
                Some(_) => {}
                None if args.keep_invalid => writeln!(out, "{line}")?,
                None => {}
            }
        }
    }
    out.flush()?;
    Ok(())
}
