use std::path::PathBuf;

use clap::{Parser, Subcommand};

/// Sync dotfiles between machines.
#[derive(Debug, Parser)]
#[command(name = "dotsync", version, about)]
pub struct Cli {
    /// Increase log verbosity (-v, -vv, -vvv)
    #[arg(short, long)]
    pub verbose: u8,

    /// Path to the config file
    #[arg(short, long, default_value = "~/.config/dotsync/config.toml")]
    pub config: PathBuf,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Copy tracked files into the repository
    Pull {
        /// Only show what would change
        #[arg(long)]
        dry_run: bool,
    },
    /// Copy files from the repository into $HOME
    Push {
        #[arg(long)]
        dry_run: bool,
        /// Overwrite files changed locally
        #[arg(short, long)]
        force: bool,
    },
    /// Show tracked files and their state
    Status,
}

impl Cli {
    pub fn log_level(&self) -> log::LevelFilter {
        match self.verbose {
            0 => log::LevelFilter::Warn,
            1 => log::LevelFilter::Info,
            2 => log::LevelFilter::Debug,
            _ => log::LevelFilter::Trace,
        }
    }
}
