use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

mod duration;
mod filter;

use filter::{Filter, Level};

const USAGE: &str = "usage: logslice [--level LEVEL] [--since DURATION] < app.log";

fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

fn main() -> ExitCode {
    let mut filter = Filter::default();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--level" => {
                let Some(v) = args.next() else {
                    eprintln!("{USAGE}");
                    return ExitCode::from(2);
                };
                match v.parse::<Level>() {
                    Ok(level) => filter.min_level = level,
                    Err(e) => {
                        eprintln!("logslice: {e}");
                        return ExitCode::from(2);
                    }
                }
            }
            "--since" => {
                let Some(v) = args.next() else {
                    eprintln!("{USAGE}");
                    return ExitCode::from(2);
                };
                match duration::parse_duration(&v) {
                    Ok(d) => filter.since = Some(now_secs().saturating_sub(d.as_secs())),
                    Err(e) => {
                        eprintln!("logslice: --since: {e}");
                        return ExitCode::from(2);
                    }
                }
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("logslice: unknown argument {other:?}\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if filter.matches(&line) && writeln!(out, "{line}").is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}
