use std::path::PathBuf;

use clap::{Parser, ValueEnum};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour when stdout is a terminal
    Auto,
    Always,
    Never,
}

/// tail a log file and print only the lines matching any pattern
#[derive(Debug, Parser)]
#[command(name = "tailr", version, about)]
pub struct Args {
    /// File to read
    pub file: PathBuf,

    /// Regex to match (repeatable)
    #[arg(short = 'e', long = "regex", required = true)]
    pub patterns: Vec<String>,

    /// Keep reading as the file grows
    #[arg(short, long)]
    pub follow: bool,

    /// Print matches as JSON objects, one a line
    #[arg(long)]
    pub json: bool,

    /// Colour the matched pattern name
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,

    /// Print per-pattern hit counts on exit
    #[arg(long)]
    pub stats: bool,

    /// Stop after N matches
    #[arg(short = 'n', long)]
    pub max: Option<usize>,
}

impl Args {
    pub fn validate(&self) -> Result<(), String> {
        if self.follow && self.max == Some(0) {
            return Err("--max 0 with --follow never prints anything".into());
        }
        if self.json && self.color == ColorChoice::Always {
            return Err("--json and --color cannot be combined".into());
        }
        Ok(())
    }
}
