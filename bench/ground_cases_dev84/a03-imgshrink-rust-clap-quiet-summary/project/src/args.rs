use clap::Parser;
use std::path::PathBuf;

/// Recompress JPEG and PNG files.
#[derive(Parser, Debug)]
#[command(name = "imgshrink", version, about)]
pub struct Args {
    /// Files or directories to shrink
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,

    /// Walk directories recursively
    #[arg(short, long)]
    pub recursive: bool,

    /// Write results into DIR instead of replacing the originals
    #[arg(short, long, value_name = "DIR")]
    pub out: Option<PathBuf>,

    /// JPEG quality
    #[arg(short, long, default_value_t = 82, value_parser = clap::value_parser!(u8).range(1..=100))]
    pub quality: u8,

    /// Only print errors
    #[arg(long)]
    pub quiet: bool,

    /// Show what would be done without writing files
    #[arg(long)]
    pub dry_run: bool,
}
