use std::fs;
use std::time::Duration;

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Config {
    pub targets: Vec<String>,
    #[serde(default = "default_timeout")]
    pub timeout_secs: TimeoutValue,
    #[serde(default)]
    pub retry: RetryConfig,
}

#[derive(Debug, Deserialize, Clone)]
pub struct RetryConfig {
    /// retries after the first attempt
    pub max_retries: u32,
    pub base_ms: u64,
    pub jitter: bool,
}

impl Default for RetryConfig {
    fn default() -> Self {
        RetryConfig { max_retries: 3, base_ms: 1000, jitter: true }
    }
}

#[derive(Debug, Deserialize, Clone)]
#[serde(untagged)]
pub enum TimeoutValue {
    Secs(u64),
    Text(String),
}

fn default_timeout() -> TimeoutValue {
    TimeoutValue::Secs(10)
}

fn parse_duration(text: &str) -> Option<Duration> {
    let t = text.trim();
    if let Some(ms) = t.strip_suffix("ms") {
        return ms.trim().parse().ok().map(Duration::from_millis);
    }
    if let Some(s) = t.strip_suffix('s') {
        return s.trim().parse().ok().map(Duration::from_secs);
    }
    t.parse().ok().map(Duration::from_secs)
}

impl Config {
    pub fn timeout(&self) -> Duration {
        match &self.timeout_secs {
            TimeoutValue::Secs(s) => Duration::from_secs(*s),
            TimeoutValue::Text(t) => parse_duration(t).unwrap_or(Duration::from_secs(10)),
        }
    }
}

pub fn load(path: &str) -> Result<Config> {
    let text = fs::read_to_string(path).with_context(|| format!("reading {path}"))?;
    let cfg: Config = toml::from_str(&text).with_context(|| format!("parsing {path}"))?;
    Ok(cfg)
}
