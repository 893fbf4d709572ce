mod cli;
mod filter;
mod format;
mod reader;
mod record;

use std::io;
use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = cli::Args::parse();
    let level = match record::Level::parse(&args.level) {
        Some(l) => l,
        None => {
            eprintln!("logtail: unknown level {}", args.level);
            return ExitCode::from(2);
        }
    };
    let filter = filter::Filter::new(level, args.since, chrono::Utc::now());
    let mut out = io::stdout().lock();
    let result = if args.follow {
        reader::follow(&args.path, &filter, args.raw, &mut out)
    } else {
        reader::read_lines(&args.path, &filter, args.raw, &mut out).map(|_| ())
    };
    if let Err(e) = result {
        eprintln!("logtail: {}: {e}", args.path.display());
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
