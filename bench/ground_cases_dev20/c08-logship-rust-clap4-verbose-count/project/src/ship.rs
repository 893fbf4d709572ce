use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result};
use serde_json::json;

use crate::config::Config;

pub struct Shipper {
    client: reqwest::blocking::Client,
    url: String,
    token: Option<String>,
    max_batch: usize,
    dry_run: bool,
}

impl Shipper {
    pub fn new(cfg: &Config, dry_run: bool) -> Result<Self> {
        let client = reqwest::blocking::Client::builder().timeout(Duration::from_secs(10)).build()?;
        Ok(Self { client, url: cfg.collector_url.clone(), token: cfg.token.clone(), max_batch: cfg.max_batch, dry_run })
    }

    pub fn send_file(&self, file: &Path, tag: Option<&str>) -> Result<usize> {
        let text = fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        for chunk in lines.chunks(self.max_batch) {
            self.post(chunk, tag)?;
        }
        Ok(lines.len())
    }

    pub fn run(&self, files: &[PathBuf], every: Duration) -> Result<()> {
        let mut offsets = vec![0usize; files.len()];
        loop {
            for (i, file) in files.iter().enumerate() {
                let text = fs::read_to_string(file).unwrap_or_default();
                let new: Vec<&str> = text.lines().skip(offsets[i]).collect();
                if !new.is_empty() {
                    self.post(&new, None)?;
                    offsets[i] += new.len();
                }
            }
            std::thread::sleep(every);
        }
    }

    fn post(&self, lines: &[&str], tag: Option<&str>) -> Result<()> {
        let body = json!({ "tag": tag, "lines": lines });
        if self.dry_run {
            println!("{}", body);
            return Ok(());
        }
        let mut req = self.client.post(&self.url).json(&body);
        if let Some(t) = &self.token {
            req = req.bearer_auth(t);
        }
        req.send()?.error_for_status()?;
        tracing::debug!(n = lines.len(), "batch sent");
        Ok(())
    }
}
