use std::path::PathBuf;

use clap::Parser;

/// Slice and summarise web server access logs.
#[derive(Debug, Parser)]
#[command(name = "logslice", version, about)]
pub struct Args {
    /// Access log files (combined format)
    #[arg(required = true)]
    pub files: Vec<PathBuf>,

    /// Only lines at or after this time (RFC 3339)
    #[arg(long)]
    pub since: Option<String>,

    /// Only lines before this time (RFC 3339)
    #[arg(long)]
    pub until: Option<String>,

    /// Only these status classes, e.g. 4xx,5xx
    #[arg(long, value_delimiter = ',')]
    pub status: Vec<String>,

    /// Only paths matching this regex
    #[arg(long)]
    pub path: Option<String>,

    /// Number of top paths to print
    #[arg(long, default_value_t = 20)]
    pub top: usize,

    /// Write the report here instead of stdout
    #[arg(short, long, visible_alias = "out")]
    pub output: Option<PathBuf>,

    /// List skipped lines on stderr
    #[arg(short, long)]
    pub verbose: bool,
}
