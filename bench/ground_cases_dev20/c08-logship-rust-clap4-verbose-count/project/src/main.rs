mod cli;
mod config;
mod ship;

use anyhow::{Context, Result};
use clap::Parser;

use crate::cli::{Cli, Command};

fn main() -> Result<()> {
    let cli = Cli::parse();
    tracing_subscriber::fmt().with_max_level(cli.log_level()).with_target(false).init();

    let cfg = config::load(&cli.config).with_context(|| format!("reading {}", cli.config.display()))?;
    let shipper = ship::Shipper::new(&cfg, cli.dry_run)?;

    match cli.command {
        Command::Check => {
            println!("config ok: {} file(s), collector {}", cfg.files.len(), cfg.collector_url);
            Ok(())
        }
        Command::Send { file, tag } => {
            let sent = shipper.send_file(&file, tag.as_deref())?;
            tracing::info!(lines = sent, file = %file.display(), "sent");
            Ok(())
        }
        Command::Run { batch_secs } => shipper.run(&cfg.files, std::time::Duration::from_secs(batch_secs)),
    }
}
