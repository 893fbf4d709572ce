mod duration;
mod filter;
mod parse;

use std::io::{self, BufRead, BufReader, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use filter::{Filter, Level};

fn usage() -> ExitCode {
    eprintln!("usage: logtail [--level LEVEL] [--since DURATION|TIME] [FILE...]");
    ExitCode::from(2)
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

fn main() -> ExitCode {
    let mut filter = Filter::default();
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--level" => match args.next().as_deref().and_then(Level::from_name) {
                Some(level) => filter.min_level = level,
                None => return usage(),
            },
            "--since" => {
                let Some(value) = args.next() else {
                    return usage();
                };
                let since = if duration::looks_like_duration(&value) {
                    match duration::parse_duration(&value) {
                        Ok(d) => now_secs().saturating_sub(d.as_secs()),
                        Err(e) => {
                            eprintln!("logtail: --since: {e}");
                            return ExitCode::from(2);
                        }
                    }
                } else {
                    match parse::parse_time(&value) {
                        Some(t) => t,
                        None => return usage(),
                    }
                };
                filter.since = Some(since);
            }
            "-h" | "--help" => return usage(),
            _ => files.push(arg),
        }
    }

    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut run = |reader: &mut dyn BufRead| -> io::Result<()> {
        for line in reader.lines() {
            let line = line?;
            if let Some(rec) = parse::parse_line(&line) {
                if filter.matches(&rec) {
                    writeln!(out, "{line}")?;
                }
            }
        }
        Ok(())
    };

    let result = if files.is_empty() {
        run(&mut io::stdin().lock())
    } else {
        files.iter().try_for_each(|f| {
            let file = std::fs::File::open(f)?;
            run(&mut BufReader::new(file))
        })
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
