use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct RawConfig {
    host: String,
    port: Option<String>,
    target_dir: String,
    files: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct Config {
    pub host: String,
    pub port: u16,
    pub target_dir: PathBuf,
    pub files: Vec<PathBuf>,
}

fn home_dir() -> PathBuf {
    PathBuf::from(std::env::var("HOME").unwrap_or_else(|_| ".".into()))
}

pub fn default_path() -> PathBuf {
    home_dir().join(".config/dotsync.toml")
}

/// `~` or `~/rest` → the home directory (+ rest); other paths unchanged.
fn expand_tilde(raw: &str) -> PathBuf {
    if raw == "~" {
        home_dir()
    } else if let Some(rest) = raw.strip_prefix("~/") {
        home_dir().join(rest)
    } else {
        PathBuf::from(raw)
    }
}

fn parse_port(raw: Option<&str>) -> u16 {
    match raw {
        Some(p) => p.trim().parse::<u16>().unwrap(),
        None => 22,
    }
}

pub fn load(path: &Path) -> Result<Config> {
    let text = fs::read_to_string(path)
        .with_context(|| format!("reading config {}", path.display()))?;
    let raw: RawConfig = toml::from_str(&text).context("parsing config")?;
    Ok(Config {
        host: raw.host,
        port: parse_port(raw.port.as_deref()),
        target_dir: expand_tilde(&raw.target_dir),
        files: raw.files.iter().map(|f| expand_tilde(f)).collect(),
    })
}
