mod prune;
mod scan;

use std::env;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

const DAY: u64 = 24 * 60 * 60;
const USAGE: &str = "usage: sweep [-v] [-n|--dry-run] [--older-than <days>] <dir>";

struct Args {
    root: PathBuf,
    verbose: bool,
    dry_run: bool,
    older_than_days: u64,
}

fn parse_args() -> Result<Args, String> {
    let mut root = None;
    let mut verbose = false;
    let mut dry_run = false;
    let mut older_than_days = 14;
    let mut it = env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "-v" | "--verbose" => verbose = true,
            "-n" | "--dry-run" => dry_run = true,
            "--older-than" => {
                let value = it.next().ok_or("--older-than needs a number of days")?;
                older_than_days = value
                    .parse()
                    .map_err(|_| format!("--older-than: not a number of days: {value}"))?;
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            flag if flag.starts_with('-') => return Err(format!("unknown flag {flag}\n{USAGE}")),
            path => root = Some(PathBuf::from(path)),
        }
    }
    Ok(Args { root: root.ok_or_else(|| USAGE.to_string())?, verbose, dry_run, older_than_days })
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(2);
        }
    };
    let candidates = match scan::stale_entries(&args.root, Duration::from_secs(args.older_than_days * DAY)) {
        Ok(c) => c,
        Err(err) => {
            eprintln!("sweep: cannot read {}: {err}", args.root.display());
            return ExitCode::from(1);
        }
    };
    let summary = prune::prune(&candidates, args.verbose, args.dry_run);
    if args.dry_run {
        println!("dry run: would remove {} entries, would free {}", summary.removed, prune::human(summary.freed));
    } else {
        println!("removed {} entries, freed {}", summary.removed, prune::human(summary.freed));
    }
    if summary.failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
