use std::path::PathBuf;

use clap::Parser;

use crate::parse::{Entry, Level};

/// Cut application logs by time range, level and target.
#[derive(Debug, Parser)]
#[command(version, about)]
pub struct Args {
    /// Log file to read
    pub path: PathBuf,

    /// Only lines at or after this time (HH:MM)
    #[arg(long)]
    pub since: Option<String>,

    /// Only lines before this time (HH:MM)
    #[arg(long)]
    pub until: Option<String>,

    /// Minimum level (trace, debug, info, warn, error)
    #[arg(long, value_parser = parse_level)]
    pub level: Option<Level>,

    /// Only lines whose [target] is this
    #[arg(long)]
    pub target: Option<String>,

    /// Print JSON Lines (one object per entry) instead of text
    #[arg(long)]
    pub json: bool,
}

fn parse_level(s: &str) -> Result<Level, String> {
    Level::parse(s).ok_or_else(|| format!("unknown level: {s}"))
}

impl Args {
    pub fn matches(&self, e: &Entry) -> bool {
        let time = &e.timestamp[11..16];
        self.since.as_deref().is_none_or(|s| time >= s)
            && self.until.as_deref().is_none_or(|u| time < u)
            && self.level.is_none_or(|l| e.level >= l)
            && self.target.as_deref().is_none_or(|t| e.target == t)
    }
}
