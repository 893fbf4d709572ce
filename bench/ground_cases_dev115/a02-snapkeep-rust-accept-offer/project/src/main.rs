use std::path::PathBuf;

use anyhow::Result;
use clap::{Parser, Subcommand};

mod config;
mod prune;

#[derive(Parser)]
#[command(name = "snapkeep", version, about = "Keep the newest N snapshots, delete the rest")]
struct Cli {
    /// Config file (defaults to ~/.config/snapkeep.toml)
    #[arg(long, global = true)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Delete all but the newest snapshots in DIR
    Prune {
        dir: PathBuf,
        /// How many snapshots to keep (overrides the config)
        #[arg(long)]
        keep: Option<usize>,
        /// Print what would be deleted without deleting anything
        #[arg(long)]
        dry_run: bool,
    },
    /// List snapshots in DIR, newest first
    List { dir: PathBuf },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let cfg = config::load(cli.config.as_deref())?;
    match cli.command {
        Command::Prune { dir, keep, dry_run } => {
            let keep = keep.unwrap_or(cfg.keep);
            let removed = prune::prune(&dir, keep, dry_run)?;
            for path in &removed {
                let verb = if dry_run { "would remove" } else { "removed" };
                println!("{verb} {}", path.display());
            }
            println!("{} {} snapshot(s)", if dry_run { "would remove" } else { "removed" }, removed.len());
        }
        Command::List { dir } => {
            for snap in prune::snapshots(&dir)? {
                println!("{}", snap.display());
            }
        }
    }
    Ok(())
}
