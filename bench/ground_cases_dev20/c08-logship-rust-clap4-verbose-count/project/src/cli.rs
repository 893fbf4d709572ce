use std::path::PathBuf;

use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(name = "logship", version, about = "Tail log files and ship them to the collector")]
pub struct Cli {
    /// Path of the config file
    #[arg(short, long, default_value = "/etc/logship/config.toml")]
    pub config: PathBuf,

    /// More output: -v info, -vv debug, -vvv trace
    #[arg(short, long)]
    pub verbose: u8,

    /// Print what would be sent instead of sending it
    #[arg(long)]
    pub dry_run: bool,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Tail the configured files and ship new lines in batches
    Run {
        /// Seconds between two batches
        #[arg(long, default_value_t = 5)]
        batch_secs: u64,
    },
    /// Send one file once and exit
    Send {
        file: PathBuf,
        /// Extra tag added to every line
        #[arg(long)]
        tag: Option<String>,
    },
    /// Validate the config file and exit
    Check,
}

impl Cli {
    pub fn log_level(&self) -> tracing::Level {
        match self.verbose {
            0 => tracing::Level::WARN,
            1 => tracing::Level::INFO,
            2 => tracing::Level::DEBUG,
            _ => tracing::Level::TRACE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_send() {
        let cli = Cli::parse_from(["logship", "--dry-run", "send", "a.log", "--tag", "web"]);
        assert!(cli.dry_run);
        assert!(matches!(cli.command, Command::Send { ref tag, .. } if tag.as_deref() == Some("web")));
    }

    #[test]
    fn default_level_is_warn() {
        let cli = Cli::parse_from(["logship", "check"]);
        assert_eq!(cli.log_level(), tracing::Level::WARN);
    }
}
