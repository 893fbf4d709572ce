use std::path::Path;

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct Config {
    pub instance: String,
    pub token_env: String,
    #[serde(default = "default_interval")]
    pub interval_minutes: u64,
    #[serde(rename = "feed")]
    pub feeds: Vec<Feed>,
}

#[derive(Deserialize)]
pub struct Feed {
    pub name: String,
    pub url: String,
}

fn default_interval() -> u64 {
    30
}

impl Config {
    pub fn token(&self) -> Result<String> {
        std::env::var(&self.token_env).with_context(|| format!("{} is not set", self.token_env))
    }
}

pub fn load(path: &Path) -> Result<Config> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))
}
