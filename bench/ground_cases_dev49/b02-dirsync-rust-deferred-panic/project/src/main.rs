use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use dirsync::config::Config;
use dirsync::queue::JobQueue;
use dirsync::uploader::Uploader;
use dirsync::watcher;
use tokio::sync::mpsc;
use tracing::{info, warn};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .init();

    let path = std::env::args().nth(1).unwrap_or_else(|| "/etc/dirsync.toml".into());
    let cfg = Config::load(path.as_ref()).context("loading config")?;
    info!(root = %cfg.root.display(), endpoint = %cfg.endpoint, "starting");

    let (changed_tx, mut changed_rx) = mpsc::channel::<PathBuf>(256);
    let debounce = Duration::from_millis(cfg.debounce_ms);
    let _watcher = watcher::spawn(cfg.root.clone(), cfg.ignore_hidden, debounce, changed_tx)?;

    let (mut queue, jobs) = JobQueue::new(cfg.queue_capacity);
    let (done_tx, mut done_rx) = mpsc::channel::<PathBuf>(256);
    tokio::spawn(Uploader::new(&cfg).run(jobs, done_tx));

    loop {
        tokio::select! {
            Some(path) = changed_rx.recv() => {
                if let Err(e) = queue.push(path.clone()) {
                    warn!(path = %path.display(), error = %e, "dropping change");
                }
            }
            Some(path) = done_rx.recv() => queue.done(&path),
            _ = tokio::signal::ctrl_c() => {
                info!(waiting = queue.len(), "shutting down");
                break;
            }
        }
    }
    Ok(())
}
