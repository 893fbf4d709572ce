mod config;
mod sender;

use anyhow::Result;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use tracing::info;

fn main() -> Result<()> {
    tracing_subscriber::fmt().with_target(false).init();
    let path = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/etc/logship/config.toml"));
    let cfg = config::Config::load(&path)?;
    info!(endpoint = %cfg.endpoint, files = cfg.paths.len(), "starting");
    let sender = sender::Sender::new(cfg.clone())?;

    for file in &cfg.paths {
        let reader = BufReader::new(std::fs::File::open(file)?);
        let mut batch = Vec::with_capacity(cfg.batch_size);
        for line in reader.lines() {
            batch.push(line?);
            if batch.len() == cfg.batch_size {
                sender.send(&batch)?;
                batch.clear();
            }
        }
        if !batch.is_empty() {
            sender.send(&batch)?;
        }
        info!(file = %file, "shipped");
    }
    Ok(())
}
