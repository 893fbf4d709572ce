mod cli;
mod config;
mod sync;

use anyhow::Result;
use clap::Parser;
use log::LevelFilter;

use crate::cli::{Cli, Command};

fn main() -> Result<()> {
    let cli = Cli::parse();

    let level = match cli.verbose {
        0 => LevelFilter::Warn,
        1 => LevelFilter::Info,
        2 => LevelFilter::Debug,
        _ => LevelFilter::Trace,
    };
    env_logger::Builder::new().filter_level(level).init();

    let config_path = cli.config.clone().unwrap_or_else(config::default_path);
    let cfg = config::load(&config_path)?;
    log::debug!("config loaded from {}", config_path.display());

    match cli.command {
        Command::Sync { force, only } => sync::run(&cfg, force, &only, cli.dry_run),
        Command::Status => sync::status(&cfg),
        Command::Add { paths } => sync::add(&cfg, &paths, cli.dry_run),
    }
}
