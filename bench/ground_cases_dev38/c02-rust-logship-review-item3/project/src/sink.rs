use crate::config::SinkConfig;
use anyhow::{anyhow, Result};
use serde::Serialize;
use std::time::Duration;
use tokio::time::sleep;
use tracing::{info, warn};

#[derive(Debug, Serialize, Clone)]
pub struct Record {
    pub ts: i64,
    pub source: String,
    pub line: String,
}

pub struct HttpSink {
    cfg: SinkConfig,
    client: reqwest::Client,
    buf: Vec<Record>,
}

impl HttpSink {
    pub fn new(cfg: SinkConfig) -> Self {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()
            .expect("http client");
        HttpSink { cfg, client, buf: Vec::new() }
    }

    pub async fn push(&mut self, rec: Record) -> Result<()> {
        self.buf.push(rec);
        if self.buf.len() >= self.cfg.batch_size {
            self.flush().await?;
        }
        Ok(())
    }

    pub async fn flush(&mut self) -> Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let payload: Vec<Record> = self.buf.drain(..).collect();
        let mut attempt = 0;
        loop {
            attempt += 1;
            match self.send(&payload).await {
                Ok(()) => {
                    info!(count = payload.len(), "shipped batch");
                    return Ok(());
                }
                Err(e) if attempt <= self.cfg.max_retries => {
                    let wait = self
                        .cfg
                        .backoff_ms
                        .saturating_mul(2u64.saturating_pow(attempt - 1));
                    warn!(attempt, wait, error = %e, "send failed, retrying");
                    sleep(Duration::from_millis(wait)).await;
                }
                Err(e) => return Err(e),
            }
        }
    }

    async fn send(&self, batch: &[Record]) -> Result<()> {
        let mut req = self.client.post(&self.cfg.url).json(batch);
        if let Some(tok) = &self.cfg.api_token {
            req = req.bearer_auth(tok);
        }
        let resp = req.send().await?;
        if !resp.status().is_success() {
            return Err(anyhow!("sink returned {}", resp.status()));
        }
        Ok(())
    }
}
