use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    pub files: Vec<PathBuf>,
    pub es_url: String,
    pub es_user: Option<String>,
    pub es_password: Option<String>,
    pub index: String,
    #[serde(default = "default_batch")]
    pub batch_size: usize,
    #[serde(default = "default_poll")]
    pub poll_ms: u64,
}

fn default_batch() -> usize {
    500
}

fn default_poll() -> u64 {
    1000
}

pub fn load(path: &Path) -> Result<Config> {
    let text = std::fs::read_to_string(path).with_context(|| format!("read {}", path.display()))?;
    let cfg: Config = toml::from_str(&text).context("parse config")?;
    if cfg.files.is_empty() {
        anyhow::bail!("config: files is empty");
    }
    Ok(cfg)
}
