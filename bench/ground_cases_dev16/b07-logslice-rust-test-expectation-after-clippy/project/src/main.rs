use std::env;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use logslice::filter::now_millis;
use logslice::{parse_duration, within, Record};

fn usage() -> ExitCode {
    eprintln!("usage: logslice --since <duration> < app.log");
    ExitCode::from(2)
}

fn run(since_arg: &str) -> Result<(), Box<dyn std::error::Error>> {
    let since = parse_duration(since_arg)?;
    let now = now_millis();
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        let line = line?;
        if let Some(rec) = Record::from_line(&line) {
            if within(&rec, since, now) {
                writeln!(out, "{}", rec.raw)?;
            }
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = env::args().collect();
    if args.len() != 3 || args[1] != "--since" {
        return usage();
    }
    match run(&args[2]) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("logslice: {e}");
            ExitCode::FAILURE
        }
    }
}
