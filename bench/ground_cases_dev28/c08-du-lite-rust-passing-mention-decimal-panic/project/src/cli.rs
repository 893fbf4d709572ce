use std::path::PathBuf;

use clap::Parser;

use crate::size::parse_size;

/// du-lite: list the biggest directories under a path.
#[derive(Debug, Parser)]
#[command(version, about)]
pub struct Args {
    /// Directory to scan
    #[arg(default_value = ".")]
    pub root: PathBuf,

    /// Only show entries at least this big (e.g. 500K, 10M, 2G)
    #[arg(long, value_parser = parse_size, default_value = "0")]
    pub min_size: u64,

    /// How many levels below ROOT to report
    #[arg(short = 'd', long, default_value_t = 1)]
    pub depth: usize,

    /// Show at most N entries
    #[arg(short = 'n', long, default_value_t = 20)]
    pub top: usize,

    /// Follow symlinks
    #[arg(short = 'L', long)]
    pub follow_links: bool,

    /// Print a JSON array instead of a table
    #[arg(long)]
    pub json: bool,
}
