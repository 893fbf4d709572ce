use std::fs::File;
use std::io::{self, BufReader, IsTerminal, Write};
use std::path::PathBuf;

use clap::Parser;

mod filter;
mod reader;

use filter::{Filter, Level};

/// Print the lines of a log file that match a level and/or a pattern.
#[derive(Parser, Debug)]
#[command(name = "logslice", version)]
struct Args {
    /// Log file to read ("-" for stdin)
    path: PathBuf,

    /// Minimum level (trace, debug, info, warn, error)
    #[arg(long, value_enum, default_value_t = Level::Trace)]
    level: Level,

    /// Only lines containing this text
    #[arg(long)]
    grep: Option<String>,

    /// Print a summary line at the end (default: on when stderr is a terminal)
    #[arg(long)]
    stats: Option<bool>,

    /// Print each matching line as a JSON object {"line": n, "text": "..."}
    #[arg(long)]
    json: bool,
}

fn main() -> io::Result<()> {
    let args = Args::parse();
    let filter = Filter::new(args.level, args.grep.clone());
    let input: Box<dyn io::Read> = if args.path.as_os_str() == "-" {
        Box::new(io::stdin())
    } else {
        Box::new(File::open(&args.path)?)
    };

    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut matched = 0u64;
    let mut number = 0u64;
    let total = reader::read_lines(BufReader::new(input), |line| {
        number += 1;
        if filter.matches(line) {
            matched += 1;
            if args.json {
                let _ = writeln!(out, "{}", serde_json::json!({ "line": number, "text": line }));
            } else {
                let _ = writeln!(out, "{line}");
            }
        }
    })?;

    let stats = args.stats.unwrap_or_else(|| io::stderr().is_terminal());
    if stats {
        eprintln!("-- {matched}/{total} lines matched");
    }
    Ok(())
}
