//! logslice: print the part of a log between two timestamps.

mod filter;
mod parse;

use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;

use filter::{Filter, Range};
use parse::parse_timestamp;

const USAGE: &str = "usage: logslice [--from TS] [--to TS] [--level LEVEL]... [FILE]

  --from TS      first timestamp to print (inclusive), RFC 3339
  --to TS        last timestamp to print (inclusive), RFC 3339
  --level LEVEL  only lines with this level (repeatable), e.g. --level warn
  FILE           log file; standard input when missing";

fn timestamp_arg(flag: &str, value: Option<String>) -> Result<i64, String> {
    let value = value.ok_or(format!("{flag} needs a value"))?;
    parse_timestamp(&value).map_err(|e| format!("{flag} {value}: {e:?}"))
}

fn run() -> Result<(), String> {
    let mut range = Range::default();
    let mut levels = Vec::new();
    let mut path = None;
    let mut args = env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--from" => range.from = Some(timestamp_arg("--from", args.next())?),
            "--to" => range.to = Some(timestamp_arg("--to", args.next())?),
            "--level" => levels.push(args.next().ok_or("--level needs a value")?),
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ if path.is_none() && !arg.starts_with("--") => path = Some(arg),
            _ => return Err(format!("unexpected argument {arg}\n\n{USAGE}")),
        }
    }
    let input: Box<dyn BufRead> = match path {
        Some(p) => Box::new(BufReader::new(File::open(&p).map_err(|e| format!("{p}: {e}"))?)),
        None => Box::new(BufReader::new(io::stdin())),
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut filter = Filter::new(range, levels);
    for line in input.lines() {
        let line = line.map_err(|e| e.to_string())?;
        if filter.keep(&line) {
            writeln!(out, "{line}").map_err(|e| e.to_string())?;
        }
    }
    out.flush().map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("logslice: {msg}");
            ExitCode::FAILURE
        }
    }
}
