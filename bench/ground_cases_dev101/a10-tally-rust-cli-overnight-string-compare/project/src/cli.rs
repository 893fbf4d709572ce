use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "tally", version, about = "Plain-text time tracking")]
pub struct Cli {
    /// Log file to read and append to (default: ~/.tally/log.txt)
    #[arg(long, global = true)]
    pub file: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Append an entry, e.g. `tally add 09:00-10:30 acme "standup"`
    Add {
        /// Time range, HH:MM-HH:MM
        range: String,
        /// Project name (no spaces)
        project: String,
        /// Free-text note
        note: Option<String>,
        /// Day of the entry, YYYY-MM-DD (default: today)
        #[arg(long)]
        date: Option<String>,
    },
    /// Print totals per day, or per project with --by-project
    Report {
        /// Only entries on or after this day, YYYY-MM-DD
        #[arg(long)]
        since: Option<String>,

        /// Group by project instead of by day
        #[arg(long, conflicts_with = "by_week")]
        by_project: bool,

        /// Group by ISO week instead of by day
        #[arg(long)]
        by_week: bool,
    },
}
