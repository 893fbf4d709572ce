//! Batches log lines and ships them to the collector as NDJSON.

use std::io::Write;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use serde::Serialize;

use crate::config::{Config, Source};

#[derive(Debug, Serialize)]
pub struct Record<'a> {
    pub tag: &'a str,
    pub line: &'a str,
    pub ts: u64,
}

pub struct Shipper {
    client: reqwest::blocking::Client,
    endpoint: String,
    token: Option<String>,
    batch: Vec<String>,
    batch_size: usize,
    flush_every: Duration,
    last_flush: Instant,
    dry_run: bool,
}

impl Shipper {
    pub fn new(cfg: &Config, source: &Source, dry_run: bool) -> Result<Self> {
        let client = reqwest::blocking::Client::builder()
            .timeout(cfg.timeout)
            .build()
            .context("building HTTP client")?;
        Ok(Shipper {
            client,
            endpoint: cfg.endpoint.clone(),
            token: cfg.token.clone(),
            batch: Vec::with_capacity(source.batch_size),
            batch_size: source.batch_size,
            flush_every: cfg.flush_interval,
            last_flush: Instant::now(),
            dry_run,
        })
    }

    pub fn push(&mut self, record: &Record) -> Result<()> {
        self.batch.push(serde_json::to_string(record)?);
        if self.batch.len() >= self.batch_size || self.last_flush.elapsed() >= self.flush_every {
            self.flush()?;
        }
        Ok(())
    }

    pub fn flush(&mut self) -> Result<()> {
        if self.batch.is_empty() {
            return Ok(());
        }
        let body = self.batch.join("\n");
        if self.dry_run {
            // One lock for the whole batch so threads don't interleave lines.
            let mut out = std::io::stdout().lock();
            writeln!(out, "{body}")?;
            self.batch.clear();
            self.last_flush = Instant::now();
            return Ok(());
        }
        let mut req = self.client.post(&self.endpoint).header("content-type", "application/x-ndjson");
        if let Some(token) = &self.token {
            req = req.bearer_auth(token);
        }
        let resp = req.body(body).send().context("POST to collector")?;
        if !resp.status().is_success() {
            anyhow::bail!("collector answered {}", resp.status());
        }
        self.batch.clear();
        self.last_flush = Instant::now();
        Ok(())
    }
}
