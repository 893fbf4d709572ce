mod cli;
mod filter;
mod parser;

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match cli::parse(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(msg) => {
            eprintln!("{}", msg);
            return ExitCode::from(2);
        }
    };
    let filter = filter::Filter::from_args(&args);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for path in &args.files {
        let file = match File::open(path) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("{}: {}", path.display(), e);
                return ExitCode::FAILURE;
            }
        };
        for line in BufReader::new(file).lines() {
            let line = match line {
                Ok(line) => line,
                Err(e) => {
                    eprintln!("{}: {}", path.display(), e);
                    break;
                }
            };
            if let Some(entry) = parser::parse_line(&line) {
                if filter.matches(&entry) {
                    let _ = writeln!(out, "{} {:5} {}", entry.timestamp, entry.level, entry.summary());
                }
            }
        }
    }
    ExitCode::SUCCESS
}
