use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, ValueEnum};

use crate::duration::parse_duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, ValueEnum)]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

#[derive(Debug, Parser)]
#[command(name = "logslice", version, about = "Slice log files by time window and level")]
pub struct Args {
    /// Log files to read (stdin if none)
    pub files: Vec<PathBuf>,

    /// Only lines newer than this, e.g. 15m, 2h, 1h30m
    #[arg(long, value_parser = parse_since)]
    pub since: Option<Duration>,

    /// Minimum level to keep (case-insensitive)
    #[arg(long, value_enum, ignore_case = true)]
    pub level: Option<Level>,

    /// Only lines matching this regex
    #[arg(long, short = 'g')]
    pub grep: Option<String>,

    /// Invert the --grep match
    #[arg(long, short = 'v', requires = "grep")]
    pub invert: bool,

    /// Print only the number of matching lines
    #[arg(long, short = 'c', conflicts_with = "json")]
    pub count: bool,

    /// Emit matching lines as JSON objects
    #[arg(long)]
    pub json: bool,
}

fn parse_since(s: &str) -> Result<Duration, String> {
    parse_duration(s).map_err(|e| e.to_string())
}
