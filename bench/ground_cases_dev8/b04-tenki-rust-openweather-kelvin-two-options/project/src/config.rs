use std::fs;

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Config {
    pub api_key: String,
    pub city: String,
    pub webhook_url: String,
}

pub fn load() -> Result<Config> {
    let path = dirs::config_dir().context("no config dir")?.join("tenki/config.toml");
    let text = fs::read_to_string(&path).with_context(|| format!("read {}", path.display()))?;
    toml::from_str(&text).context("invalid config.toml")
}
