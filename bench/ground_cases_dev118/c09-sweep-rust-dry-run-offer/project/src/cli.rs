use std::path::PathBuf;

use clap::Parser;

/// Find and delete stale `target/` directories under a folder.
#[derive(Debug, Parser)]
#[command(version, about)]
pub struct Args {
    /// Folder to search (default: current directory)
    #[arg(default_value = ".")]
    pub root: PathBuf,

    /// Only target/ dirs not modified for this many days
    #[arg(long, default_value_t = 30)]
    pub days: u64,

    /// Print what would be removed, remove nothing
    #[arg(long)]
    pub dry_run: bool,

    /// Only target/ dirs at least this big, e.g. 500M or 2G (default: no minimum)
    #[arg(long, value_parser = parse_size, default_value = "0")]
    pub min_size: u64,

    /// Do not ask for confirmation
    #[arg(short, long)]
    pub yes: bool,
}

fn parse_size(s: &str) -> Result<u64, String> {
    let s = s.trim();
    let (num, mult) = match s.chars().last() {
        Some('K' | 'k') => (&s[..s.len() - 1], 1u64 << 10),
        Some('M' | 'm') => (&s[..s.len() - 1], 1u64 << 20),
        Some('G' | 'g') => (&s[..s.len() - 1], 1u64 << 30),
        _ => (s, 1),
    };
    num.parse::<u64>().map(|n| n * mult).map_err(|_| format!("bad size {s:?}: use e.g. 500M or 2G"))
}
