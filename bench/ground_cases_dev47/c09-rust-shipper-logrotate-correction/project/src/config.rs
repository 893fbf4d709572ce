use serde::Deserialize;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    pub files: Vec<PathBuf>,
    pub loki_url: String,
    #[serde(default)]
    pub labels: std::collections::BTreeMap<String, String>,
    #[serde(default = "default_poll_ms")]
    pub poll_ms: u64,
    #[serde(default = "default_batch_lines")]
    pub batch_lines: usize,
    #[serde(default = "default_flush_ms")]
    pub flush_ms: u64,
    #[serde(default = "default_channel_capacity")]
    pub channel_capacity: usize,
}

fn default_poll_ms() -> u64 {
    250
}

fn default_batch_lines() -> usize {
    500
}

fn default_flush_ms() -> u64 {
    500
}

// bursty at midnight when everything rotates; 1024 filled up in seconds
fn default_channel_capacity() -> usize {
    16_384
}

impl Config {
    pub fn load(path: &str) -> anyhow::Result<Self> {
        let text = std::fs::read_to_string(path)?;
        let cfg: Config = serde_json::from_str(&text)?;
        anyhow::ensure!(!cfg.files.is_empty(), "config: no files to follow");
        Ok(cfg)
    }

    pub fn poll_interval(&self) -> Duration {
        Duration::from_millis(self.poll_ms)
    }

    pub fn flush_interval(&self) -> Duration {
        Duration::from_millis(self.flush_ms)
    }
}
