use std::time::Duration;

use tokio::sync::mpsc::Receiver;
use tracing::{info, warn};

use crate::loki::LokiClient;

pub struct BatchConfig {
    pub max_lines: usize,
    pub max_wait: Duration,
}

async fn push(client: &LokiClient, batch: &mut Vec<String>) -> anyhow::Result<()> {
    let lines = std::mem::take(batch);
    if let Err(err) = client.push(&lines).await {
        warn!(%err, count = lines.len(), "push failed, retrying once");
        client.push(&lines).await?;
    }
    Ok(())
}

/// Collects lines from the tailer and pushes them to Loki in batches.
pub async fn ship(mut rx: Receiver<String>, client: LokiClient, cfg: BatchConfig) -> anyhow::Result<()> {
    let mut batch: Vec<String> = Vec::with_capacity(cfg.max_lines);
    let mut ticker = tokio::time::interval(cfg.max_wait);
    loop {
        tokio::select! {
            maybe = rx.recv() => match maybe {
                Some(line) => {
                    batch.push(line);
                    if batch.len() >= cfg.max_lines {
                        push(&client, &mut batch).await?;
                    }
                }
                None => {
                    info!(pending = batch.len(), "input closed, stopping shipper");
                    break;
                }
            },
            _ = ticker.tick() => {
                if !batch.is_empty() {
                    push(&client, &mut batch).await?;
                }
            }
        }
    }
    Ok(())
}
