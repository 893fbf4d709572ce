mod api;
mod config;
mod sync;

use anyhow::Result;
use clap::Parser;

#[derive(Parser)]
#[command(name = "crm-sync", about = "Pull contacts from the CRM into the local member table")]
struct Cli {
    /// Path to the config file
    #[arg(short, long, default_value = "crm-sync.toml")]
    config: String,
    /// Print what would change without writing anything
    #[arg(long)]
    dry_run: bool,
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let cfg = config::Config::load(&cli.config)?;
    let client = api::ApiClient::new(&cfg.api_base, &cfg.api_token)?;
    let summary = sync::run(&cfg, &client, cli.dry_run)?;
    println!(
        "fetched {}, new {}, updated {}, skipped {}",
        summary.fetched, summary.created, summary.updated, summary.skipped
    );
    Ok(())
}
