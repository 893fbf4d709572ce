use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;

use csvstat::parse::read_table;
use csvstat::stats::summarize;

/// Print count/mean/median/p95 for every numeric column of a CSV file.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    /// Input file
    path: PathBuf,
    /// Only these columns (comma separated)
    #[arg(short, long, value_delimiter = ',')]
    columns: Vec<String>,
    /// Field delimiter (a single character; `\t` for tab)
    #[arg(short, long, default_value = ",", value_parser = parse_delimiter)]
    delimiter: char,
}

fn parse_delimiter(s: &str) -> Result<char, String> {
    match s {
        "\\t" | "\t" => Ok('\t'),
        _ => {
            let mut chars = s.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Ok(c),
                _ => Err(format!("delimiter must be one character, got {s:?}")),
            }
        }
    }
}

fn main() -> Result<()> {
    let args = Args::parse();
    let file = File::open(&args.path).with_context(|| format!("cannot open {}", args.path.display()))?;
    let table = read_table(BufReader::new(file), args.delimiter)?;
    for (name, values) in table.numeric_columns() {
        if !args.columns.is_empty() && !args.columns.contains(&name) {
            continue;
        }
        let mut values = values;
        let s = summarize(&mut values);
        println!("{name}\tcount={}\tmean={:.3}\tmedian={:.3}\tp95={:.3}", s.count, s.mean, s.median, s.p95);
    }
    Ok(())
}
