mod filter;
mod timespec;

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use filter::Filter;

const USAGE: &str = "usage: logq [--level LEVEL] [--grep TEXT] [--since 2h] <file>...";

struct Args {
    level: Option<String>,
    grep: Option<String>,
    since: Option<i64>,
    files: Vec<String>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        level: None,
        grep: None,
        since: None,
        files: Vec::new(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--level" => args.level = Some(it.next().ok_or("--level needs a value")?),
            "--grep" => args.grep = Some(it.next().ok_or("--grep needs a value")?),
            "--since" => {
                let spec = it.next().ok_or("--since needs a value like 2h")?;
                let secs = timespec::parse_duration(&spec).ok_or(format!(
                    "bad --since value {spec:?}: use e.g. 90s, 30m, 2h, 1d"
                ))?;
                let now = SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .map_err(|e| e.to_string())?
                    .as_secs() as i64;
                args.since = Some(now - secs);
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ if a.starts_with("--") => return Err(format!("unknown option {a}\n{USAGE}")),
            _ => args.files.push(a),
        }
    }
    if args.files.is_empty() {
        return Err(USAGE.to_string());
    }
    Ok(args)
}

fn run(args: Args) -> io::Result<u64> {
    let mut filter = Filter::new(args.level.as_deref(), args.grep.as_deref(), args.since);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut shown = 0;
    for path in &args.files {
        let reader = BufReader::new(File::open(path)?);
        for line in reader.lines() {
            let line = line?;
            if filter.keep(&line) {
                writeln!(out, "{line}")?;
                shown += 1;
            }
        }
    }
    out.flush()?;
    Ok(shown)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(2);
        }
    };
    match run(args) {
        Ok(0) => ExitCode::from(1),
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("logq: {e}");
            ExitCode::from(2)
        }
    }
}
