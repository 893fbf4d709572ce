mod cli;
mod sum;

use std::fs::File;
use std::io::{self, Read};
use std::process::ExitCode;

fn main() -> ExitCode {
    let opts = match cli::parse(std::env::args()) {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(2);
        }
    };
    let input: Box<dyn Read> = match &opts.path {
        Some(p) => match File::open(p) {
            Ok(f) => Box::new(f),
            Err(e) => {
                eprintln!("csvsum: {}: {e}", p.display());
                return ExitCode::from(1);
            }
        },
        None => Box::new(io::stdin()),
    };
    let mut rdr = csv::ReaderBuilder::new().has_headers(true).from_reader(input);
    match sum::sum_column(&mut rdr, &opts.column, opts.decimal_comma) {
        Ok(s) => {
            println!("{:.2}", s.total);
            if s.skipped > 0 {
                eprintln!("csvsum: skipped {} row(s) without a number", s.skipped);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("csvsum: {e}");
            ExitCode::from(1)
        }
    }
}
