use std::path::PathBuf;

use anyhow::{bail, Result};
use chrono::{Local, NaiveDateTime, NaiveTime};
use clap::Parser;

use crate::parse::Level;

/// Cut a time window out of application logs.
#[derive(Parser, Debug)]
#[command(name = "logcut", version)]
pub struct Args {
    /// Log file to read (stdin when omitted)
    pub file: Option<PathBuf>,
    /// Keep lines at or after this time: "HH:MM[:SS]" (today) or "YYYY-MM-DD HH:MM[:SS]"
    #[arg(long)]
    pub since: Option<String>,
    /// Keep lines before this time (exclusive), same formats as --since
    #[arg(long)]
    pub until: Option<String>,
    /// Only lines whose message contains this text
    #[arg(long)]
    pub grep: Option<String>,
    /// Minimum level to keep: trace, debug, info, warn, error
    #[arg(long, value_parser = parse_level)]
    pub level: Option<Level>,
    /// Print lines that have no timestamp too
    #[arg(long)]
    pub keep_unparsed: bool,
    /// Print the number of kept lines to stderr
    #[arg(long)]
    pub count: bool,
    /// One JSON object per line instead of the raw log line
    #[arg(long)]
    pub json: bool,
}

impl Args {
    pub fn since_time(&self) -> Result<Option<NaiveDateTime>> {
        self.since.as_deref().map(parse_time).transpose()
    }

    pub fn until_time(&self) -> Result<Option<NaiveDateTime>> {
        self.until.as_deref().map(parse_time).transpose()
    }
}

fn parse_level(s: &str) -> Result<Level, String> {
    Level::from_str_loose(s).ok_or_else(|| format!("unknown level {s:?}"))
}

pub fn parse_time(s: &str) -> Result<NaiveDateTime> {
    for fmt in ["%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M"] {
        if let Ok(t) = NaiveDateTime::parse_from_str(s, fmt) {
            return Ok(t);
        }
    }
    for fmt in ["%H:%M:%S", "%H:%M"] {
        if let Ok(t) = NaiveTime::parse_from_str(s, fmt) {
            return Ok(Local::now().date_naive().and_time(t));
        }
    }
    bail!("invalid time {s:?}: use HH:MM[:SS] or YYYY-MM-DD HH:MM[:SS]")
}
