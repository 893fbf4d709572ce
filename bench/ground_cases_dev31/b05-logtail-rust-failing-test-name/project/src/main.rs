mod duration;
mod filter;

use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::process::ExitCode;

use duration::parse_duration;
use filter::{parse_line, Filter, Level};

const USAGE: &str = "usage: logtail [--level LEVEL] [--grep TEXT]... [--since DURATION] FILE";

fn parse_args(args: &[String]) -> Result<(Filter, String), String> {
    let mut filter = Filter::default();
    let mut file = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--level" => {
                let v = it.next().ok_or("--level needs a value")?;
                filter.min_level = Some(Level::parse(v).ok_or(format!("unknown level: {v}"))?);
            }
            "--grep" => filter.needles.push(it.next().ok_or("--grep needs a value")?.clone()),
            "--since" => {
                let v = it.next().ok_or("--since needs a value")?;
                filter.since = Some(parse_duration(v).map_err(|e| format!("--since: {e}"))?);
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            other if file.is_none() => file = Some(other.to_string()),
            other => return Err(format!("unexpected argument: {other}")),
        }
    }
    Ok((filter, file.ok_or(USAGE)?))
}

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let (filter, path) = match parse_args(&args) {
        Ok(v) => v,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(2);
        }
    };
    let file = match File::open(&path) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(1);
        }
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for line in BufReader::new(file).lines().map_while(Result::ok) {
        if let Some(rec) = parse_line(&line) {
            if filter.matches(&rec) && writeln!(out, "{line}").is_err() {
                break;
            }
        }
    }
    ExitCode::SUCCESS
}
