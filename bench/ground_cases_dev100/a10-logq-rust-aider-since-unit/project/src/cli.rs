use std::path::PathBuf;
use std::time::Duration;

use chrono::{DateTime, Utc};
use clap::Parser;

use crate::duration::parse_duration;
use crate::record::Level;

/// `--since` is either relative ("2h") or an absolute RFC 3339 time.
#[derive(Debug, Clone, Copy)]
pub enum Since {
    Ago(Duration),
    At(DateTime<Utc>),
}

fn parse_since(input: &str) -> Result<Since, String> {
    if let Ok(at) = DateTime::parse_from_rfc3339(input.trim()) {
        return Ok(Since::At(at.with_timezone(&Utc)));
    }
    parse_duration(input).map(Since::Ago).map_err(|e| e.to_string())
}

/// Filter JSON-lines logs.
#[derive(Debug, Parser)]
#[command(name = "logq", version)]
pub struct Args {
    /// Only records newer than this: a duration (90, 15m, 2h, 1d) or an RFC 3339 time.
    #[arg(long, value_parser = parse_since)]
    pub since: Option<Since>,

    /// Minimum level to show; records without a level always pass.
    #[arg(long, value_enum)]
    pub level: Option<Level>,

    /// Only records whose message matches this regular expression.
    #[arg(long, value_name = "REGEX")]
    pub grep: Option<String>,

    /// Print lines that are not valid records instead of skipping them.
    #[arg(long)]
    pub keep_invalid: bool,

    /// Files to read (standard input when none).
    pub files: Vec<PathBuf>,
}

impl Args {
    pub fn inputs(&self) -> Vec<Option<PathBuf>> {
        if self.files.is_empty() {
            vec![None]
        } else {
            self.files.iter().cloned().map(Some).collect()
        }
    }
}
