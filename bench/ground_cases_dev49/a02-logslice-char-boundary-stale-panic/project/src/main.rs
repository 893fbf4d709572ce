use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::PathBuf;

use anyhow::{bail, Context};
use clap::Parser;

mod filter;
mod follow;
mod output;
mod parse;

use filter::Filter;
use output::Output;

#[derive(Parser, Debug)]
#[command(name = "logslice", version, about = "Slice and filter structured log files")]
struct Args {
    /// Log files to read ("-" for stdin)
    #[arg(default_value = "-")]
    files: Vec<PathBuf>,
    /// Minimum level to show (trace, debug, info, warn, error)
    #[arg(short, long, default_value = "info")]
    level: String,
    /// Only lines whose message matches this pattern
    #[arg(short = 'm', long)]
    matching: Option<String>,
    /// Only lines whose target starts with this prefix
    #[arg(short, long)]
    target: Option<String>,
    /// Cut messages to this many bytes (0 = no limit)
    #[arg(long, default_value_t = 120)]
    width: usize,
    /// Emit JSON lines instead of text
    #[arg(long)]
    json: bool,
    /// Only lines at or after this time of day, HH:MM (UTC)
    #[arg(long, value_parser = parse::parse_hhmm)]
    since: Option<u32>,
    /// Keep reading the (single) file as it grows, like `tail -f`
    #[arg(short, long)]
    follow: bool,
}

fn open(path: &PathBuf) -> anyhow::Result<Box<dyn BufRead>> {
    if path.as_os_str() == "-" {
        return Ok(Box::new(BufReader::new(io::stdin())));
    }
    let f = File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    Ok(Box::new(BufReader::new(f)))
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let filter = Filter::new(&args.level, args.target.clone(), args.matching.as_deref())?.since(args.since);
    let stdout = io::stdout();
    let mut out = Output::new(BufWriter::new(stdout.lock()), args.width, args.json);
    if args.files.is_empty() {
        bail!("no input files");
    }
    if args.follow {
        if args.files.len() != 1 || args.files[0].as_os_str() == "-" {
            bail!("--follow takes exactly one file (not stdin)");
        }
        return follow::follow(&args.files[0], |line| {
            if let Some(rec) = parse::parse_line(line) {
                if filter.matches(&rec) {
                    out.write(&rec)?;
                    out.flush()?;
                }
            }
            Ok(())
        })
        .with_context(|| format!("following {}", args.files[0].display()));
    }
    for path in &args.files {
        let mut reader = open(path)?;
        let mut line = String::new();
        loop {
            line.clear();
            if reader.read_line(&mut line)? == 0 {
                break;
            }
            if let Some(rec) = parse::parse_line(line.trim_end()) {
                if filter.matches(&rec) {
                    out.write(&rec)?;
                }
            }
        }
    }
    out.flush()?;
    Ok(())
}
