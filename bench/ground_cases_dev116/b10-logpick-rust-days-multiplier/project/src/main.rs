mod duration;
mod filter;

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use filter::{Filter, Level};

fn main() -> ExitCode {
    let mut min_level = Level::Info;
    let mut since = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--level" => match args.next().as_deref().and_then(Level::parse) {
                Some(l) => min_level = l,
                None => {
                    eprintln!("logpick: --level needs debug|info|warn|error");
                    return ExitCode::from(2);
                }
            },
            "--since" => match args.next().as_deref().map(duration::parse_duration) {
                Some(Ok(d)) => since = Some(chrono::Utc::now() - chrono::Duration::from_std(d).unwrap()),
                _ => {
                    eprintln!("logpick: --since needs a duration like 30m or 1h30m");
                    return ExitCode::from(2);
                }
            },
            other => {
                eprintln!("logpick: unknown argument {other}");
                return ExitCode::from(2);
            }
        }
    }
    let filter = Filter { min_level, since };
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().lines().map_while(Result::ok) {
        match serde_json::from_str(&line) {
            Ok(value) if filter.keep(&value) => {
                let _ = writeln!(out, "{line}");
            }
            _ => {}
        }
    }
    ExitCode::SUCCESS
}
