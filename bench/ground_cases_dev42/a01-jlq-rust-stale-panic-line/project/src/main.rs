use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;

mod filter;
mod parse;
mod render;

use filter::Filter;
use render::Columns;

/// Pretty-print and filter JSON-lines logs.
#[derive(Parser, Debug)]
#[command(name = "jlq", version, about)]
struct Args {
    /// Log file to read; stdin when omitted.
    file: Option<PathBuf>,

    /// Minimum level to show (trace, debug, info, warn, error).
    #[arg(short, long, default_value = "info")]
    level: String,

    /// Only records whose target starts with this prefix.
    #[arg(short, long)]
    target: Option<String>,

    /// Only records newer than this, e.g. 15m, 2h, 1d.
    #[arg(long, value_parser = filter::parse_duration)]
    since: Option<chrono::Duration>,

    /// Hide the timestamp column.
    #[arg(long)]
    no_time: bool,

    /// Width of the message column (default: what the terminal leaves).
    #[arg(long, conflicts_with = "wide")]
    width: Option<usize>,

    /// Never cut messages.
    #[arg(long)]
    wide: bool,
}

/// `--wide` > `--width` > the terminal's width (120 when not a terminal).
fn message_width(args: &Args, cols: &Columns) -> Option<usize> {
    if args.wide {
        return None;
    }
    if let Some(width) = args.width {
        return Some(width);
    }
    let total = terminal_size::terminal_size().map(|(w, _)| w.0 as usize).unwrap_or(120);
    Some(render::message_width_for(total, cols))
}

fn main() -> Result<()> {
    let args = Args::parse();
    let input: Box<dyn BufRead> = match &args.file {
        Some(path) => Box::new(BufReader::new(
            File::open(path).with_context(|| format!("cannot open {}", path.display()))?,
        )),
        None => Box::new(BufReader::new(io::stdin())),
    };
    let since = args.since.map(|d| chrono::Utc::now() - d);
    let filter = Filter::new(&args.level, args.target.clone(), since)?;
    let mut cols = Columns { time: !args.no_time, ..Columns::default() };
    cols.message_width = message_width(&args, &cols);

    let mut records = Vec::new();
    for (n, line) in input.lines().enumerate() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        match parse::record(&line) {
            Ok(rec) if filter.keep(&rec) => records.push(rec),
            Ok(_) => {}
            Err(e) => eprintln!("jlq: line {}: {}", n + 1, e),
        }
    }
    let stdout = io::stdout();
    let mut out = stdout.lock();
    render::write_table(&mut out, &records, &cols)?;
    out.flush()?;
    Ok(())
}
