use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Config {
    /// dotfiles リポジトリのローカルクローン
    pub repo: PathBuf,
    #[serde(default = "default_branch")]
    pub branch: String,
    #[serde(default)]
    pub entries: Vec<Entry>,
}

#[derive(Debug, Deserialize, Clone)]
pub struct Entry {
    pub name: String,
    /// リポジトリ内のパス
    pub source: PathBuf,
    /// ホームからの相対パス
    pub target: PathBuf,
}

fn default_branch() -> String {
    "main".to_string()
}

pub fn default_path() -> PathBuf {
    dirs::config_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join("dotsync")
        .join("config.toml")
}

pub fn load(path: &Path) -> Result<Config> {
    let text = fs::read_to_string(path).with_context(|| format!("{} を読めません", path.display()))?;
    let cfg: Config = toml::from_str(&text).with_context(|| format!("{} の形式が不正です", path.display()))?;
    Ok(cfg)
}
