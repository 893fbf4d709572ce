mod filter;
mod parse;

use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;

use filter::Window;
use parse::{level_rank, parse_line, Timestamp};

const USAGE: &str = "usage: logslice [--from TS] [--to TS] [--level LEVEL] FILE|-";

struct Args {
    window: Window,
    input: String,
}

fn parse_args() -> Result<Args, String> {
    let mut window = Window::default();
    let mut input = None;
    let mut it = env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--from" | "--to" => {
                let v = it.next().ok_or(format!("{arg} needs a value"))?;
                let ts = Timestamp::parse(&v).ok_or(format!("bad timestamp: {v}"))?;
                if arg == "--from" { window.from = Some(ts) } else { window.to = Some(ts) }
            }
            "--level" => {
                let v = it.next().ok_or("--level needs a value".to_string())?;
                window.min_level = Some(level_rank(&v).ok_or(format!("unknown level: {v}"))?);
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ if input.is_none() => input = Some(arg),
            _ => return Err(format!("unexpected argument: {arg}")),
        }
    }
    Ok(Args { window, input: input.ok_or(USAGE.to_string())? })
}

fn run(args: Args) -> io::Result<()> {
    let reader: Box<dyn BufRead> = if args.input == "-" {
        Box::new(BufReader::new(io::stdin()))
    } else {
        Box::new(BufReader::new(File::open(&args.input)?))
    };
    let mut out = BufWriter::new(io::stdout().lock());
    for line in reader.lines() {
        let line = line?;
        let Some(entry) = parse_line(&line) else { continue };
        if args.window.is_past(&entry) {
            break;
        }
        if args.window.contains(&entry) {
            writeln!(out, "{line}")?;
        }
    }
    out.flush()
}

fn main() -> ExitCode {
    match parse_args() {
        Ok(args) => match run(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("logslice: {e}");
                ExitCode::FAILURE
            }
        },
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::from(2)
        }
    }
}
