mod config;
mod feed;
mod fetch;
mod mastodon;
mod state;

use std::{path::PathBuf, time::Duration};

use anyhow::Result;
use clap::Parser;
use tracing::{error, info};

#[derive(Parser)]
struct Args {
    #[arg(long, default_value = "feeds.toml")]
    config: PathBuf,
    #[arg(long, default_value = "seen.json")]
    state: PathBuf,
    /// Run one round and exit (for cron).
    #[arg(long)]
    once: bool,
}

#[tokio::main]
async fn main() -> Result<()> {
    tracing_subscriber::fmt().with_env_filter("feedpipe=info").init();
    let args = Args::parse();
    let cfg = config::load(&args.config)?;
    let client = fetch::client()?;
    let masto = mastodon::Mastodon::new(client.clone(), &cfg.instance, &cfg.token()?);
    let mut seen = state::Seen::load(&args.state)?;

    loop {
        for f in &cfg.feeds {
            match fetch::fetch_feed(&client, &f.url).await.and_then(|body| feed::items(&body)) {
                Ok(items) => {
                    for item in items.iter().filter(|i| !seen.contains(&i.id)) {
                        if let Err(e) = masto.post(item).await {
                            error!(feed = %f.name, error = %format!("{e:#}"), "post failed");
                            continue;
                        }
                        info!(feed = %f.name, title = %item.title, "posted");
                        seen.insert(item.id.clone());
                    }
                }
                Err(e) => error!(feed = %f.name, error = %format!("{e:#}"), "feed failed"),
            }
        }
        seen.save(&args.state)?;
        if args.once {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_secs(cfg.interval_minutes * 60)).await;
    }
}
