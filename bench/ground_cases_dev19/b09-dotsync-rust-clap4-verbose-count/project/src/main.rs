mod cli;
mod sync;

use anyhow::Result;
use clap::Parser;

use crate::cli::{Cli, Command};

fn main() -> Result<()> {
    let cli = Cli::parse();
    env_logger::Builder::new()
        .filter_level(cli.log_level())
        .init();

    let config = sync::load_config(&cli.config)?;
    log::debug!("loaded {} tracked entries", config.files.len());

    match cli.command {
        Command::Pull { dry_run } => sync::pull(&config, dry_run),
        Command::Push { dry_run, force } => sync::push(&config, dry_run, force),
        Command::Status => sync::status(&config),
    }
}
