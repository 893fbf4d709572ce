use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use logslice::filter::{parse_time_arg, Level, Window};

const USAGE: &str = "usage: logslice [--since TIME] [--until TIME] [--level LEVEL] [FILE]";

/// Current Unix time; `LOGSLICE_NOW` overrides it so tests can pin "now".
fn now() -> i64 {
    if let Some(n) = env::var("LOGSLICE_NOW").ok().and_then(|v| v.parse().ok()) {
        return n;
    }
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
}

fn value(args: &mut impl Iterator<Item = String>, flag: &str) -> Result<String, String> {
    args.next().ok_or_else(|| format!("{flag} needs a value"))
}

fn run() -> Result<(), String> {
    let mut args = env::args().skip(1);
    let mut window = Window::default();
    let mut path = None;
    let now = now();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--since" => window.since = Some(parse_time_arg(&value(&mut args, "--since")?, now)?),
            "--until" => window.until = Some(parse_time_arg(&value(&mut args, "--until")?, now)?),
            "--level" => {
                let v = value(&mut args, "--level")?;
                window.min_level = Some(Level::parse(&v).ok_or_else(|| format!("unknown level {v:?}"))?);
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ if arg.starts_with('-') => return Err(format!("unknown option {arg}\n{USAGE}")),
            _ => path = Some(arg),
        }
    }

    let input: Box<dyn BufRead> = match &path {
        Some(p) => Box::new(BufReader::new(File::open(p).map_err(|e| format!("{p}: {e}"))?)),
        None => Box::new(BufReader::new(io::stdin())),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in input.lines() {
        let line = line.map_err(|e| e.to_string())?;
        if window.matches(&line) {
            writeln!(out, "{line}").map_err(|e| e.to_string())?;
        }
    }
    out.flush().map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("logslice: {e}");
            ExitCode::from(2)
        }
    }
}
