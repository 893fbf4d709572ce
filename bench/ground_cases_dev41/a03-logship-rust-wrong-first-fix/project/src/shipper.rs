use std::time::Duration;

use anyhow::Context;
use serde_json::json;

use crate::config::Settings;

/// Collects lines and sends them to the collector in batches.
pub struct Shipper {
    client: reqwest::Client,
    endpoint: String,
    api_key: Option<String>,
    batch: Vec<String>,
    batch_size: usize,
    dry_run: bool,
}

impl Shipper {
    pub fn new(settings: &Settings) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder().timeout(Duration::from_secs(15)).build()?;
        Ok(Self {
            client,
            endpoint: settings.endpoint.clone(),
            api_key: settings.api_key.clone(),
            batch: Vec::with_capacity(settings.batch_size),
            batch_size: settings.batch_size,
            dry_run: settings.dry_run,
        })
    }

    pub async fn push(&mut self, line: String) -> anyhow::Result<()> {
        self.batch.push(line);
        if self.batch.len() >= self.batch_size {
            self.flush().await?;
        }
        Ok(())
    }

    pub async fn flush(&mut self) -> anyhow::Result<()> {
        if self.batch.is_empty() {
            return Ok(());
        }
        let lines = std::mem::take(&mut self.batch);
        if self.dry_run {
            println!("{}", json!({ "lines": lines }));
            return Ok(());
        }
        let mut req = self.client.post(&self.endpoint).json(&json!({ "lines": lines }));
        if let Some(key) = &self.api_key {
            req = req.bearer_auth(key);
        }
        req.send().await.context("sending batch")?.error_for_status().context("collector rejected batch")?;
        Ok(())
    }
}
