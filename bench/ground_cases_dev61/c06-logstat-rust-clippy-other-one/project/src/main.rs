use std::fs::File;
use std::io::{self, BufRead, BufReader};

use anyhow::{Context, Result};
use clap::Parser;

mod output;
mod parse;
mod stats;

#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Log file to read ("-" for stdin)
    path: String,
    /// Group by this field: path, status, ip or ua
    #[arg(long, default_value = "path")]
    by: String,
    /// Show at most N rows
    #[arg(long, default_value_t = 20)]
    top: usize,
    /// Hide rows with fewer hits
    #[arg(long, default_value_t = 1)]
    min: u64,
    #[arg(long)]
    no_header: bool,
    #[arg(long, default_value_t = 60)]
    width: usize,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let reader: Box<dyn BufRead> = if args.path == "-" {
        Box::new(BufReader::new(io::stdin()))
    } else {
        Box::new(BufReader::new(File::open(&args.path).with_context(|| format!("open {}", args.path))?))
    };
    let mut stats = stats::Stats::default();
    for line in reader.lines() {
        let line = line?;
        if let Some(rec) = parse::parse_line(&line) {
            stats.add(&rec.key(&args.by));
        }
    }
    let rows = stats.rows(args.min);
    let out = io::stdout();
    output::render_table(&mut out.lock(), &rows, &args.by, args.top, args.min, !args.no_header, args.width, stats.total())?;
    Ok(())
}
