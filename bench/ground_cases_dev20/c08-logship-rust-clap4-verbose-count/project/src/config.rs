use std::path::{Path, PathBuf};

use anyhow::{bail, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Config {
    pub collector_url: String,
    #[serde(default)]
    pub token: Option<String>,
    pub files: Vec<PathBuf>,
    #[serde(default = "default_max_batch")]
    pub max_batch: usize,
}

fn default_max_batch() -> usize {
    500
}

pub fn load(path: &Path) -> Result<Config> {
    let text = std::fs::read_to_string(path)?;
    let cfg: Config = toml::from_str(&text)?;
    if cfg.files.is_empty() {
        bail!("no files configured");
    }
    if !cfg.collector_url.starts_with("http") {
        bail!("collector_url must be an http(s) URL");
    }
    Ok(cfg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_empty_files() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("c.toml");
        std::fs::write(&p, "collector_url = \"http://x\"\nfiles = []\n").unwrap();
        assert!(load(&p).is_err());
    }
}
