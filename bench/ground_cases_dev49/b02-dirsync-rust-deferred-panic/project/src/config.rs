use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::error::SyncError;

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    /// Folder to watch; every file created or changed under it is uploaded.
    pub root: PathBuf,
    /// Base URL of the ingest API, e.g. https://ingest.example.com/v1/files
    pub endpoint: String,
    #[serde(default = "default_timeout")]
    pub upload_timeout_secs: u64,
    #[serde(default = "default_retries")]
    pub max_retries: u32,
    #[serde(default = "default_queue")]
    pub queue_capacity: usize,
    #[serde(default)]
    pub ignore_hidden: bool,
    /// How long a file must be quiet before it is uploaded.
    #[serde(default = "default_debounce")]
    pub debounce_ms: u64,
}

fn default_timeout() -> u64 {
    30
}

fn default_retries() -> u32 {
    5
}

fn default_queue() -> usize {
    1024
}

fn default_debounce() -> u64 {
    500
}

impl Config {
    pub fn load(path: &Path) -> Result<Config, SyncError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| SyncError::Config(format!("{}: {e}", path.display())))?;
        let cfg: Config = toml::from_str(&text).map_err(|e| SyncError::Config(e.to_string()))?;
        if !cfg.root.is_dir() {
            return Err(SyncError::Config(format!("root {} is not a directory", cfg.root.display())));
        }
        Ok(cfg)
    }
}
