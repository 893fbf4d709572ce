mod cli;
mod output;
mod parse;

use std::fs::File;
use std::io::{self, BufReader, BufWriter};
use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = cli::Args::parse();

    let file = match File::open(&args.path) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("logslice: {}: {e}", args.path.display());
            return ExitCode::from(2);
        }
    };
    let entries = match parse::read_entries(BufReader::new(file)) {
        Ok(entries) => entries,
        Err(e) => {
            eprintln!("logslice: {}: {e}", args.path.display());
            return ExitCode::from(1);
        }
    };

    let total = entries.len();
    let selected = entries.into_iter().filter(|e| args.matches(e));
    let mut out = BufWriter::new(io::stdout().lock());
    let shown = if args.json {
        output::write_json(&mut out, selected)
    } else {
        output::write_text(&mut out, selected)
    }
    .unwrap();
    eprintln!("{}", output::summary(total, shown));
    ExitCode::SUCCESS
}
