use std::path::PathBuf;

use anyhow::Result;
use clap::Parser;

mod parser;
mod tail;

use parser::Level;

#[derive(Parser)]
#[command(version, about)]
struct Args {
    /// Log file to read
    file: PathBuf,
    /// How many lines from the end to look at
    #[arg(short = 'n', long, default_value_t = 200)]
    lines: usize,
    /// Minimum level: debug, info, warn, error
    #[arg(short, long, default_value = "info")]
    level: String,
    /// Only this target (the part in brackets)
    #[arg(short, long)]
    target: Option<String>,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let min = match args.level.as_str() {
        "debug" => Level::Debug,
        "warn" => Level::Warn,
        "error" => Level::Error,
        _ => Level::Info,
    };
    let lines = tail::read_tail(&args.file, args.lines)?;
    for e in tail::filter(&lines, min, args.target.as_deref()) {
        println!("{} {:?} [{}] {}", e.at.format("%H:%M:%S"), e.level, e.target, e.message);
    }
    Ok(())
}
