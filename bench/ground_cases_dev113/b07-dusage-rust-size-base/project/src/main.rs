use std::path::PathBuf;

use anyhow::Result;
use clap::Parser;

mod size;
mod walk;

use size::{format_size, parse_size};
use walk::{collect, WalkOptions};

/// Summarise disk usage per file under a directory.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Directory to scan
    #[arg(default_value = ".")]
    root: PathBuf,

    /// Only list files at least this big (e.g. 500K, 1M, 2G)
    #[arg(long, value_parser = parse_size)]
    min_size: Option<u64>,

    /// Skip dot-files and dot-directories
    #[arg(long)]
    no_hidden: bool,

    /// Print at most this many files, biggest first (the total still counts all of them)
    #[arg(long, default_value_t = 20)]
    top: usize,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let opts = WalkOptions {
        include_hidden: !args.no_hidden,
        min_size: args.min_size.unwrap_or(0),
    };
    let mut files = collect(args.root.as_path(), &opts)?;
    files.sort_by(|a, b| b.size.cmp(&a.size).then_with(|| a.path.cmp(&b.path)));

    let total: u64 = files.iter().map(|f| f.size).sum();
    for f in files.iter().take(args.top) {
        println!("{:>10}  {}", format_size(f.size), f.path.display());
    }
    println!("{:>10}  total ({} files)", format_size(total), files.len());
    Ok(())
}
