mod parse;
mod schema;

use anyhow::{Context, Result};
use clap::Parser;
use std::fs;

/// Sum one numeric column of a CSV file.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// CSV file with a header row
    path: String,
    /// Column name to sum
    #[arg(short, long)]
    column: String,
    /// Skip rows that fail to parse instead of aborting
    #[arg(long)]
    lenient: bool,
    /// Field delimiter (use '\t' for TSV)
    #[arg(short, long, default_value = ",")]
    delimiter: String,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let text = fs::read_to_string(&args.path).with_context(|| format!("reading {}", args.path))?;
    let mut lines = text.lines();
    let header = lines.next().context("empty file")?;
    let delim = parse_delimiter(&args.delimiter)?;
    let schema = schema::Schema::from_header(header, delim);
    let idx = schema
        .column_index(&args.column)
        .with_context(|| format!("no column named {}", args.column))?;
    let mut total = 0.0;
    for (n, line) in lines.enumerate() {
        match parse::field_as_f64(line, idx, delim) {
            Ok(v) => total += v,
            Err(e) if args.lenient => eprintln!("line {}: {}", n + 2, e),
            Err(e) => return Err(e).with_context(|| format!("line {}", n + 2)),
        }
    }
    println!("{total}");
    Ok(())
}

fn parse_delimiter(s: &str) -> Result<char> {
    match s {
        "\\t" | "tab" => Ok('\t'),
        _ if s.chars().count() == 1 => Ok(s.chars().next().unwrap()),
        _ => anyhow::bail!("delimiter must be a single character, got {:?}", s),
    }
}
