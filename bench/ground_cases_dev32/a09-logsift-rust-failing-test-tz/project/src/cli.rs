use std::path::PathBuf;

use chrono::{DateTime, Utc};
use clap::Parser;

use crate::parse::{parse_timestamp, Level};

/// Filter structured service logs.
#[derive(Debug, Parser)]
#[command(name = "logsift", version, about)]
pub struct Args {
    /// Log file to read (stdin when omitted).
    pub file: Option<PathBuf>,

    /// Minimum level to show.
    #[arg(short, long, default_value = "info")]
    pub level: Level,

    /// Only show records whose target starts with this prefix (e.g. api::orders).
    #[arg(short, long)]
    pub target: Option<String>,

    /// Only show records whose message contains this text.
    #[arg(short = 'g', long)]
    pub grep: Option<String>,

    /// Only show records at or after this time (RFC 3339, or naive local time).
    #[arg(short, long, value_parser = parse_since)]
    pub since: Option<DateTime<Utc>>,

    /// Don't report skipped lines on stderr.
    #[arg(short, long)]
    pub quiet: bool,
}

fn parse_since(s: &str) -> Result<DateTime<Utc>, String> {
    parse_timestamp(s).map_err(|e| e.to_string())
}
