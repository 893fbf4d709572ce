use std::path::PathBuf;

use clap::Parser;

use crate::parse::Level;

/// Slice JSON service logs by level, target, text and time.
#[derive(Debug, Parser)]
#[command(name = "logslice", version)]
pub struct Args {
    /// Log file to read (stdin when omitted)
    pub file: Option<PathBuf>,

    /// Minimum level: trace, debug, info, warn, error
    #[arg(short, long)]
    pub level: Option<Level>,

    /// Keep only entries whose target starts with this prefix
    #[arg(short, long)]
    pub target: Option<String>,

    /// Keep only entries whose message contains this text
    #[arg(short, long)]
    pub grep: Option<String>,

    /// Keep only entries at or after this time: an age like 15m, 2h, 3d or an RFC 3339 timestamp
    #[arg(short, long)]
    pub since: Option<String>,

    /// Report skipped lines on stderr
    #[arg(short, long)]
    pub verbose: bool,
}
