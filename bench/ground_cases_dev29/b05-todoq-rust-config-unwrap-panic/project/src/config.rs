use std::fs;
use std::path::PathBuf;

use anyhow::Context;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(default)]
pub struct Config {
    pub data_dir: PathBuf,
    pub default_list: String,
    pub date_format: String,
    pub color: bool,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            data_dir: default_data_dir(),
            default_list: "inbox".into(),
            date_format: "%Y-%m-%d".into(),
            color: true,
        }
    }
}

fn default_data_dir() -> PathBuf {
    dirs::data_dir().unwrap_or_else(|| PathBuf::from(".")).join("todoq")
}

pub fn config_path() -> PathBuf {
    if let Ok(p) = std::env::var("TODOQ_CONFIG") {
        return PathBuf::from(p);
    }
    dirs::config_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join("todoq")
        .join("config.toml")
}

/// Reads the config file; every key is optional.
pub fn load() -> anyhow::Result<Config> {
    let path = config_path();
    let text = fs::read_to_string(&path).unwrap();
    let cfg: Config =
        toml::from_str(&text).with_context(|| format!("invalid config: {}", path.display()))?;
    Ok(cfg)
}
