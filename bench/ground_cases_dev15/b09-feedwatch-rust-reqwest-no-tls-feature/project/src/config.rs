//! feedwatch.toml

use std::path::Path;

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Config {
    pub slack_webhook: Option<String>,
    #[serde(rename = "feed")]
    pub feeds: Vec<FeedSource>,
}

#[derive(Debug, Deserialize)]
pub struct FeedSource {
    pub name: String,
    pub url: String,
    /// id of the last entry already posted
    pub since: Option<String>,
}

pub fn load(path: &Path) -> Result<Config> {
    let text = std::fs::read_to_string(path).with_context(|| format!("read {}", path.display()))?;
    let cfg: Config = toml::from_str(&text).with_context(|| format!("parse {}", path.display()))?;
    if cfg.feeds.is_empty() {
        anyhow::bail!("{}: no [[feed]] entries", path.display());
    }
    Ok(cfg)
}
