use anyhow::{anyhow, Result};
use reqwest::blocking::Client;
use reqwest::StatusCode;
use std::thread::sleep;
use std::time::Duration;
use tracing::{error, warn};

use crate::config::Config;

pub struct Sender {
    client: Client,
    cfg: Config,
}

impl Sender {
    pub fn new(cfg: Config) -> Result<Self> {
        let client = Client::builder().timeout(Duration::from_secs(10)).build()?;
        Ok(Self { client, cfg })
    }

    pub fn send(&self, batch: &[String]) -> Result<()> {
        let body = batch.join("\n");
        for attempt in 0..=self.cfg.max_retries {
            let resp = self
                .client
                .post(&self.cfg.endpoint)
                .bearer_auth(&self.cfg.token)
                .header("Content-Type", "application/x-ndjson")
                .body(body.clone())
                .send();
            match resp {
                Ok(r) if r.status().is_success() => return Ok(()),
                Ok(r) if r.status() == StatusCode::UNAUTHORIZED || r.status() == StatusCode::FORBIDDEN => {
                    error!(status = %r.status(), "ingest rejected batch");
                    return Err(anyhow!("ingest rejected batch: {}", r.status()));
                }
                Ok(r) => warn!(status = %r.status(), attempt, "ingest error, retrying"),
                Err(e) => warn!(error = %e, attempt, "send failed, retrying"),
            }
            sleep(backoff(attempt));
        }
        Err(anyhow!("giving up after {} retries", self.cfg.max_retries))
    }
}

fn backoff(attempt: u32) -> Duration {
    let base = 200 * 2u64.pow(attempt.min(6));
    // full jitter: sleep somewhere in [base/2, base)
    let jitter = rand::random::<u64>() % (base / 2);
    Duration::from_millis(base / 2 + jitter)
}
