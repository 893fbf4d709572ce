mod filter;
mod output;
mod parse;

use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;
use regex::Regex;

use filter::Filter;
use parse::{parse_line, Level};

/// Slice and filter service logs.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Log files to read (stdin when none)
    files: Vec<PathBuf>,

    /// Lowest level to show
    #[arg(short, long, default_value = "INFO")]
    level: String,

    /// Only records whose message matches this regex
    #[arg(short, long)]
    grep: Option<String>,

    /// Only records whose target starts with this (repeatable)
    #[arg(short, long)]
    target: Vec<String>,

    /// Print a count of shown/skipped lines at the end
    #[arg(long)]
    count: bool,

    /// Only records newer than this, e.g. 90m, 2h, 3d
    #[arg(long, value_parser = filter::parse_duration)]
    since: Option<chrono::Duration>,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let min_level = Level::parse(&args.level).with_context(|| format!("unknown level {:?}", args.level))?;
    let grep = args.grep.as_deref().map(Regex::new).transpose().context("bad --grep regex")?;
    let highlight: Vec<String> = args.grep.iter().cloned().collect();
    let since = args.since.map(|d| chrono::Local::now().naive_local() - d);
    let filter = Filter { min_level, grep, targets: args.target.clone(), since };

    let color = io::stdout().is_terminal();
    let mut out = io::stdout().lock();
    let (mut shown, mut skipped) = (0usize, 0usize);

    let readers: Vec<Box<dyn BufRead>> = if args.files.is_empty() {
        vec![Box::new(io::stdin().lock())]
    } else {
        args.files
            .iter()
            .map(|p| File::open(p).map(|f| Box::new(BufReader::new(f)) as Box<dyn BufRead>).with_context(|| format!("open {}", p.display())))
            .collect::<Result<_>>()?
    };

    for reader in readers {
        for line in reader.lines() {
            let line = line?;
            let Some(rec) = parse_line(&line) else {
                skipped += 1;
                continue;
            };
            if filter.matches(&rec) {
                output::print_record(&mut out, &rec, color, &highlight)?;
                shown += 1;
            }
        }
    }
    if args.count {
        output::print_counts(&mut out, shown, skipped)?;
    }
    Ok(())
}
