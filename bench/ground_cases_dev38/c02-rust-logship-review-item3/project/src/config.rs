use anyhow::{bail, Context, Result};
use serde::Deserialize;
use std::path::Path;

#[derive(Debug, Deserialize, Clone)]
pub struct SinkConfig {
    pub url: String,
    #[serde(default = "default_batch_size")]
    pub batch_size: usize,
    #[serde(default = "default_max_retries")]
    pub max_retries: u32,
    #[serde(default = "default_backoff_ms")]
    pub backoff_ms: u64,
    pub api_token: Option<String>,
}

#[derive(Debug, Deserialize, Clone)]
pub struct Config {
    pub inputs: Vec<String>,
    pub sink: SinkConfig,
    #[serde(default = "default_flush_secs")]
    pub flush_secs: u64,
}

fn default_batch_size() -> usize {
    500
}

fn default_max_retries() -> u32 {
    3
}

fn default_backoff_ms() -> u64 {
    200
}

fn default_flush_secs() -> u64 {
    5
}

impl Config {
    pub fn load(path: &Path) -> Result<Config> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("reading {}", path.display()))?;
        let cfg: Config = toml::from_str(&text).context("parsing config")?;
        if cfg.inputs.is_empty() {
            bail!("config: at least one input is required");
        }
        if cfg.sink.batch_size == 0 {
            bail!("config: sink.batch_size must be at least 1");
        }
        if cfg.sink.max_retries > 10 {
            bail!("config: sink.max_retries must be 10 or less");
        }
        Ok(cfg)
    }
}
