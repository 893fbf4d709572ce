mod config;
mod es;
mod sender;
mod tailer;

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Result;
use tracing::{error, info};

#[tokio::main]
async fn main() -> Result<()> {
    tracing_subscriber::fmt().json().with_env_filter("logship=info").init();
    let path = std::env::args().nth(1).unwrap_or_else(|| "/etc/logship.toml".into());
    let cfg = config::load(&PathBuf::from(path))?;
    info!(files = cfg.files.len(), index = %cfg.index, "logship starting");

    let mut tailer = tailer::Tailer::new(cfg.files.clone());
    let client = es::EsClient::new(&cfg.es_url, cfg.es_user.as_deref(), cfg.es_password.as_deref())?;
    let mut sender = sender::Sender::new(client, cfg.index.clone(), cfg.batch_size);
    let mut tick = tokio::time::interval(Duration::from_millis(cfg.poll_ms));
    let mut lines = Vec::with_capacity(1024);

    loop {
        tick.tick().await;
        lines.clear();
        if let Err(e) = tailer.poll(&mut lines) {
            error!(error = %e, "poll failed");
            continue;
        }
        for line in lines.drain(..) {
            sender.push(line);
        }
        if sender.should_flush() {
            if let Err(e) = sender.flush().await {
                error!(error = %e, "flush failed");
            }
        }
    }
}
