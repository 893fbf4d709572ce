mod duration;
mod filter;
mod parse;

use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use duration::parse_duration;
use filter::Filter;
use parse::{parse_line, Level};

const USAGE: &str = "usage: logtail [--level LEVEL] [--target NAME] [--since DURATION] [FILE...]";

fn main() -> ExitCode {
    let mut filter = Filter::default();
    let mut files = Vec::new();
    let mut args = env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--level" => match args.next().as_deref().and_then(Level::parse) {
                Some(level) => filter.min_level = level,
                None => return usage("--level needs one of trace, debug, info, warn, error"),
            },
            "--target" => match args.next() {
                Some(t) => filter.target = Some(t),
                None => return usage("--target needs a name"),
            },
            "--since" => match args.next().as_deref().map(parse_duration) {
                Some(Ok(window)) => filter = filter.with_since(window, now()),
                Some(Err(e)) => return usage(&format!("--since: {e}")),
                None => return usage("--since needs a duration like 15m or 1h30m"),
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            _ => files.push(arg),
        }
    }
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let result = if files.is_empty() {
        run(io::stdin().lock(), &filter, &mut out)
    } else {
        files.iter().try_for_each(|path| run(BufReader::new(File::open(path)?), &filter, &mut out))
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("logtail: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(input: impl BufRead, filter: &Filter, out: &mut impl Write) -> io::Result<()> {
    for line in input.lines() {
        let line = line?;
        if parse_line(&line).is_some_and(|e| filter.keep(&e)) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("logtail: {msg}\n{USAGE}");
    ExitCode::from(2)
}
