use anyhow::{bail, Context, Result};
use serde::Deserialize;
use std::path::Path;

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    pub endpoint: String,
    #[serde(default)]
    pub token: String,
    #[serde(default = "default_batch_size")]
    pub batch_size: usize,
    #[serde(default = "default_max_retries")]
    pub max_retries: u32,
    pub paths: Vec<String>,
}

fn default_batch_size() -> usize {
    500
}

fn default_max_retries() -> u32 {
    5
}

impl Config {
    /// Reads the TOML file; LOGSHIP_TOKEN in the environment wins over the file's token.
    pub fn load(path: &Path) -> Result<Self> {
        let raw = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        let mut cfg: Config = toml::from_str(&raw).context("parsing config")?;
        if let Ok(token) = std::env::var("LOGSHIP_TOKEN") {
            cfg.token = token;
        }
        if cfg.token.is_empty() {
            bail!("no ingest token: set LOGSHIP_TOKEN or `token` in the config");
        }
        if cfg.batch_size == 0 {
            bail!("batch_size must be > 0");
        }
        Ok(cfg)
    }
}
