use std::path::PathBuf;

use clap::Parser;

#[derive(Parser, Debug)]
#[command(name = "logsift", version, about = "Stats over nginx access logs")]
pub struct Args {
    /// Access log written with the `sift` log_format
    pub file: PathBuf,

    /// How many paths to list
    #[arg(long, default_value_t = 10)]
    pub top: usize,

    /// Only count this status class, e.g. 5 for 5xx
    #[arg(long)]
    pub status: Option<u16>,

    /// Print JSON instead of a table
    #[arg(long)]
    pub json: bool,
}

impl Args {
    pub fn matches_status(&self, status: u16) -> bool {
        self.status.map_or(true, |class| status / 100 == class)
    }
}
