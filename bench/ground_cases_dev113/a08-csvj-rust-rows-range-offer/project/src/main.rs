use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::process::ExitCode;

mod args;
mod convert;

use args::Args;

fn run(args: &Args) -> io::Result<usize> {
    let input: Box<dyn BufRead> = match &args.input {
        Some(path) => Box::new(BufReader::new(File::open(path)?)),
        None => Box::new(BufReader::new(io::stdin())),
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut written = 0;
    let mut lines = input.lines();
    let header = match lines.next() {
        Some(line) => convert::split_row(&line?, args.delimiter),
        None => return Ok(0),
    };
    for (idx, line) in lines.enumerate() {
        let line = line?;
        if !args.rows.contains(idx + 1) {
            continue;
        }
        let fields = convert::split_row(&line, args.delimiter);
        if fields.len() != header.len() {
            eprintln!("csvj: row {}: {} fields, header has {}", idx + 1, fields.len(), header.len());
        }
        writeln!(out, "{}", convert::to_json(&header, &fields))?;
        written += 1;
    }
    Ok(written)
}

fn main() -> ExitCode {
    let args = match Args::parse(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("csvj: {msg}");
            return ExitCode::from(2);
        }
    };
    match run(&args) {
        Ok(n) => {
            eprintln!("csvj: {n} rows");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("csvj: {e}");
            ExitCode::FAILURE
        }
    }
}
