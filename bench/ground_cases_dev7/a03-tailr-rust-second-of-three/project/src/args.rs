use std::io::IsTerminal;
use std::path::PathBuf;

use clap::{Parser, ValueEnum};

#[derive(Parser, Debug)]
#[command(name = "tailr", version, about = "tail -f with filters")]
pub struct Args {
    /// File to read
    pub path: PathBuf,
    /// Keep reading as the file grows
    #[arg(short, long)]
    pub follow: bool,
    /// Start at the beginning of the file instead of the end
    #[arg(long)]
    pub from_start: bool,
    /// Only lines matching this regex
    #[arg(short, long)]
    pub grep: Option<String>,
    /// Only lines at or above this level
    #[arg(short, long, value_enum)]
    pub level: Option<Level>,
    /// Colour: auto, always, never
    #[arg(long, default_value = "auto")]
    pub color: String,
}

impl Args {
    pub fn color(&self) -> bool {
        match self.color.as_str() {
            "always" => true,
            "never" => false,
            _ => std::io::stdout().is_terminal(),
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, ValueEnum)]
pub enum Level {
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s.trim_matches(|c| c == '[' || c == ']').to_ascii_lowercase().as_str() {
            "debug" | "dbg" => Some(Level::Debug),
            "info" => Some(Level::Info),
            "warn" | "warning" => Some(Level::Warn),
            "error" | "err" => Some(Level::Error),
            _ => None,
        }
    }
}
