mod args;
mod duration;
mod filter;
mod output;
mod reader;
mod time;

use std::fs::File;
use std::io::{self, BufReader};
use std::process::ExitCode;

use args::Args;
use filter::{Filter, Stats};

fn main() -> ExitCode {
    let args = match Args::parse(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("logsift: {e}");
            eprintln!("{}", args::USAGE);
            return ExitCode::from(2);
        }
    };
    let filter = Filter::from_args(&args);
    let mut out = output::Printer::new(!args.no_color);
    let mut stats = Stats::default();

    if args.files.is_empty() {
        let stdin = io::stdin();
        stats.skipped += reader::read_records(stdin.lock(), |rec| {
            stats.total += 1;
            if filter.matches(&rec) {
                stats.matched += 1;
                out.print(&rec);
            }
        });
    } else {
        for path in &args.files {
            let file = match File::open(path) {
                Ok(f) => f,
                Err(e) => {
                    eprintln!("logsift: {path}: {e}");
                    return ExitCode::from(1);
                }
            };
            stats.skipped += reader::read_records(BufReader::new(file), |rec| {
                stats.total += 1;
                if filter.matches(&rec) {
                    stats.matched += 1;
                    out.print(&rec);
                }
            });
        }
    }
    if stats.skipped > 0 {
        eprintln!("logsift: skipped {} unreadable line(s)", stats.skipped);
    }
    if args.stats {
        eprintln!("logsift: {} of {} records matched", stats.matched, stats.total);
    }
    ExitCode::SUCCESS
}
