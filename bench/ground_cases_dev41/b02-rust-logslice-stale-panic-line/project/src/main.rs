use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;

mod error;
mod output;
mod parse;
mod range;

use output::{Format, Writer};
use range::TimeRange;

/// Print the lines of a log file that fall inside a time range.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Log file to read ("-" for stdin)
    file: PathBuf,
    /// Start of the range (inclusive), e.g. "2024-03-01T10:00:00Z"
    #[arg(long)]
    since: Option<String>,
    /// End of the range (exclusive)
    #[arg(long)]
    until: Option<String>,
    /// Output format
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let range = TimeRange::from_args(args.since.as_deref(), args.until.as_deref())?;
    let input: Box<dyn BufRead> = if args.file.as_os_str() == "-" {
        Box::new(BufReader::new(io::stdin().lock()))
    } else {
        let file = File::open(&args.file).with_context(|| format!("cannot open {}", args.file.display()))?;
        Box::new(BufReader::new(file))
    };
    let mut out = Writer::new(BufWriter::new(io::stdout().lock()), args.format);
    let mut inside = false;
    for (n, line) in input.lines().enumerate() {
        let line = line.with_context(|| format!("read error at line {}", n + 1))?;
        // Continuation lines (stack traces) have no timestamp: they go with the line above.
        if let Some(ts) = parse::line_timestamp(&line) {
            inside = range.contains(ts);
        }
        if inside {
            out.write_line(n + 1, &line)?;
        }
    }
    out.finish()?;
    Ok(())
}
