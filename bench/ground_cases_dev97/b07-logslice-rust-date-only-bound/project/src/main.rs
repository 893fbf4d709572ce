use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;

mod filter;
mod line;
mod timeparse;

use filter::Window;

/// Print the lines of a log that fall inside a time window.
#[derive(Parser, Debug)]
#[command(version)]
struct Args {
    /// Start of the window ("2025-11-07", "2025-11-07 09:30", "09:30")
    #[arg(long)]
    since: Option<String>,
    /// End of the window, same formats as --since
    #[arg(long)]
    until: Option<String>,
    /// Print only the number of matching lines
    #[arg(long)]
    count: bool,
    /// Log file (stdin when omitted)
    file: Option<PathBuf>,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let window = Window {
        since: args.since.as_deref().map(timeparse::parse_bound).transpose()?,
        until: args.until.as_deref().map(timeparse::parse_bound).transpose()?,
    };
    let input: Box<dyn BufRead> = match &args.file {
        Some(path) => Box::new(BufReader::new(
            File::open(path).with_context(|| format!("cannot open {}", path.display()))?,
        )),
        None => Box::new(BufReader::new(io::stdin())),
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut matched = 0usize;
    for text in input.lines() {
        let text = text?;
        if let Some(ts) = line::timestamp(&text) {
            if window.contains(ts) {
                matched += 1;
                if !args.count {
                    writeln!(out, "{text}")?;
                }
            }
        }
    }
    if args.count {
        writeln!(out, "{matched}")?;
    }
    Ok(())
}
