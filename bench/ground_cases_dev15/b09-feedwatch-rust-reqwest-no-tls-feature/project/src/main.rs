use anyhow::Result;
use clap::Parser;
use tracing_subscriber::EnvFilter;

mod config;
mod feed;
mod fetch;

#[derive(Parser, Debug)]
#[command(version, about)]
struct Cli {
    /// Path to the config file
    #[arg(short, long, default_value = "feedwatch.toml")]
    config: std::path::PathBuf,

    /// Only print what would be posted
    #[arg(long)]
    dry_run: bool,
}

#[tokio::main]
async fn main() -> Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::from_default_env())
        .init();

    let cli = Cli::parse();
    let cfg = config::load(&cli.config)?;
    for source in &cfg.feeds {
        let body = fetch::fetch_feed(&source.url).await?;
        let entries = feed::new_entries(&body, source.since.as_deref())?;
        for entry in entries {
            if cli.dry_run {
                println!("[{}] {}", source.name, entry.title);
            } else {
                tracing::info!(feed = %source.name, title = %entry.title, "new entry");
            }
        }
    }
    Ok(())
}
