mod config;
mod sink;
mod tail;

use anyhow::Result;
use std::path::PathBuf;
use std::time::Duration;

#[tokio::main]
async fn main() -> Result<()> {
    tracing_subscriber::fmt::init();
    let path = std::env::args().nth(1).map(PathBuf::from).unwrap_or_else(|| "logship.toml".into());
    let cfg = config::Config::load(&path)?;
    let mut sink = sink::HttpSink::new(cfg.sink.clone());
    let mut rx = tail::spawn(cfg.inputs.clone());
    let mut tick = tokio::time::interval(Duration::from_secs(cfg.flush_secs));
    loop {
        tokio::select! {
            Some(rec) = rx.recv() => sink.push(rec).await?,
            _ = tick.tick() => sink.flush().await?,
        }
    }
}
