use anyhow::{Context, Result};
use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Debug, Deserialize, Clone)]
pub struct Config {
    pub bucket: String,
    pub region: String,
    #[serde(default = "default_prefix")]
    pub prefix: String,
    pub source_dir: PathBuf,
    #[serde(default = "default_threshold")]
    pub multipart_threshold_mb: u64,
    #[serde(default)]
    pub delete_after_upload: bool,
}

fn default_prefix() -> String {
    "logs".to_string()
}

fn default_threshold() -> u64 {
    64
}

impl Config {
    pub fn load(path: &Path) -> Result<Self> {
        let raw = std::fs::read_to_string(path)
            .with_context(|| format!("reading {}", path.display()))?;
        let cfg: Config = toml::from_str(&raw).context("parsing config")?;
        Ok(cfg)
    }

    pub fn threshold_bytes(&self) -> u64 {
        self.multipart_threshold_mb * 1024 * 1024
    }
}
