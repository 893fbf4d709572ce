use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct RawConfig {
    source: SourceSection,
    output: Option<OutputSection>,
    #[serde(default)]
    retry: RetrySection,
    #[serde(default)]
    labels: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct SourceSection {
    paths: Vec<String>,
    #[serde(default = "default_poll_ms")]
    poll_ms: u64,
}

#[derive(Debug, Deserialize)]
struct OutputSection {
    endpoint: Option<String>,
    batch_size: Option<usize>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct RetrySection {
    #[serde(default = "default_max_attempts")]
    pub max_attempts: u32,
    #[serde(default = "default_backoff_ms")]
    pub backoff_ms: u64,
}

impl Default for RetrySection {
    fn default() -> Self {
        RetrySection { max_attempts: default_max_attempts(), backoff_ms: default_backoff_ms() }
    }
}

#[derive(Debug, Clone)]
pub struct Config {
    pub paths: Vec<PathBuf>,
    pub poll_ms: u64,
    pub endpoint: String,
    pub batch_size: usize,
    pub labels: Vec<String>,
    pub retry: RetrySection,
}

fn default_poll_ms() -> u64 {
    500
}

fn default_max_attempts() -> u32 {
    3
}

fn default_backoff_ms() -> u64 {
    1000
}

pub fn load(path: &Path) -> Result<Config> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("reading {}", path.display()))?;
    let raw: RawConfig = toml::from_str(&text).context("parsing config")?;
    from_raw(raw)
}

fn from_raw(raw: RawConfig) -> Result<Config> {
    let output = raw.output.as_ref().unwrap();
    let endpoint = output
        .endpoint
        .clone()
        .unwrap_or_else(|| "http://127.0.0.1:9880/ingest".to_string());
    let batch_size = output.batch_size.unwrap_or(200);
    let paths = raw.source.paths.iter().map(|p| expand_path(p)).collect();
    Ok(Config {
        paths,
        poll_ms: raw.source.poll_ms,
        endpoint,
        batch_size,
        labels: raw.labels,
        retry: raw.retry,
    })
}

fn expand_path(p: &str) -> PathBuf {
    if let Some(rest) = p.strip_prefix("~/") {
        return dirs::home_dir().unwrap().join(rest);
    }
    PathBuf::from(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_full_config() {
        let raw: RawConfig = toml::from_str(
            r#"
            labels = ["app=web"]
            [source]
            paths = ["/var/log/app.log"]
            [output]
            endpoint = "http://collector:9880/ingest"
            batch_size = 50
            "#,
        )
        .unwrap();
        let cfg = from_raw(raw).unwrap();
        assert_eq!(cfg.batch_size, 50);
        assert_eq!(cfg.poll_ms, 500);
        assert_eq!(cfg.labels, vec!["app=web".to_string()]);
    }
}
