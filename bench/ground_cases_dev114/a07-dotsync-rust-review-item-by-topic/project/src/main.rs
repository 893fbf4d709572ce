mod config;
mod sync;

use std::path::PathBuf;

use anyhow::Result;
use clap::Parser;

/// Copy the dotfiles listed in the config to the backup host.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Cli {
    /// Config file (default: ~/.config/dotsync.toml)
    #[arg(short, long)]
    config: Option<PathBuf>,

    /// Print the rsync commands as they run
    #[arg(long)]
    verbose: bool,

    /// Show what would be synced without calling rsync
    #[arg(long)]
    dry_run: bool,
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let path = cli.config.unwrap_or_else(config::default_path);
    let cfg = config::load(&path)?;
    let copied = sync::run(&cfg, cli.verbose, cli.dry_run)?;
    println!("synced {copied} file(s) to {}", cfg.host);
    Ok(())
}
