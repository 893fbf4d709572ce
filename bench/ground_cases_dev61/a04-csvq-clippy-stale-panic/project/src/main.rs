use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;

mod output;
mod parse;
mod query;

/// Filter and project rows of a CSV file.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Input file; reads stdin when omitted.
    file: Option<PathBuf>,
    /// Filter such as `city=Berlin` or `age>30`; may be repeated.
    #[arg(short = 'w', long = "where")]
    filters: Vec<String>,
    /// Comma separated columns to print.
    #[arg(short, long)]
    select: Option<String>,
    /// Field delimiter.
    #[arg(short, long, default_value_t = ',')]
    delimiter: char,
    /// Print an aligned table instead of CSV.
    #[arg(long)]
    table: bool,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let reader: Box<dyn BufRead> = match &args.file {
        Some(path) => Box::new(BufReader::new(
            File::open(path).with_context(|| format!("cannot open {}", path.display()))?,
        )),
        None => Box::new(BufReader::new(io::stdin())),
    };
    let filters = args
        .filters
        .iter()
        .map(|f| parse::parse_filter(f))
        .collect::<Result<Vec<_>, _>>()?;
    let result = query::run(reader, args.delimiter, &filters, args.select.as_deref())?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if args.table {
        output::table(&mut out, &result)?;
    } else {
        output::csv(&mut out, &result, args.delimiter)?;
    }
    out.flush()?;
    Ok(())
}
