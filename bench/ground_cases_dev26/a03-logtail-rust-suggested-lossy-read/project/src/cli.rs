use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;

use crate::filter::parse_duration;

#[derive(Parser, Debug)]
#[command(name = "logtail", version, about = "Tail and filter structured log files")]
pub struct Args {
    /// Log file to read
    pub path: PathBuf,

    /// Only show lines newer than this (e.g. 30m, 2h, 1d)
    #[arg(long, value_parser = parse_duration)]
    pub since: Option<Duration>,

    /// Only show lines at or above this level
    #[arg(long, default_value = "info")]
    pub level: String,

    /// Keep reading as the file grows
    #[arg(short, long)]
    pub follow: bool,

    /// Print raw lines instead of the pretty format
    #[arg(long)]
    pub raw: bool,
}
