use std::fs::File;
use std::io::{self, BufWriter};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;

mod export;
mod fx;
mod parse;

/// Convert bank statement CSV files into the finance team's ledger format.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Statement files as downloaded from the bank portal
    inputs: Vec<PathBuf>,
    /// Output file (stdout when omitted)
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Target currency; rows in other currencies are converted with --rates
    #[arg(long, default_value = "CNY")]
    currency: String,
    /// Rates file: one `CUR,rate` per line, rate = target units per 1 CUR
    #[arg(long)]
    rates: Option<PathBuf>,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let rates = match &args.rates {
        Some(p) => fx::Rates::load(p).with_context(|| format!("reading rates {}", p.display()))?,
        None => fx::Rates::default(),
    };
    let mut rows = Vec::new();
    for input in &args.inputs {
        let f = File::open(input).with_context(|| format!("opening {}", input.display()))?;
        rows.extend(parse::read_statement(f).with_context(|| format!("parsing {}", input.display()))?);
    }
    let out: Box<dyn io::Write> = match &args.output {
        Some(p) => Box::new(BufWriter::new(File::create(p)?)),
        None => Box::new(io::stdout().lock()),
    };
    export::write_ledger(out, &rows, &args.currency, &rates)?;
    Ok(())
}
