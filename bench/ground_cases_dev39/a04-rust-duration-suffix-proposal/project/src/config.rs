use std::fmt;
use std::fs;
use std::path::Path;
use std::time::Duration;

use serde::Deserialize;

#[derive(Debug)]
pub enum ConfigError {
    Io(std::io::Error),
    Parse(toml::de::Error),
    BadDuration(String),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io(e) => write!(f, "cannot read config: {e}"),
            ConfigError::Parse(e) => write!(f, "invalid config: {e}"),
            ConfigError::BadDuration(s) => write!(f, "invalid duration {s:?} (use e.g. 30s, 5m, 250ms)"),
        }
    }
}

impl std::error::Error for ConfigError {}

#[derive(Debug, Deserialize)]
pub struct Target {
    pub name: String,
    pub url: String,
    #[serde(default = "default_interval")]
    pub interval: String,
}

#[derive(Debug, Deserialize)]
pub struct Config {
    pub targets: Vec<Target>,
    #[serde(default)]
    pub webhook: Option<String>,
}

fn default_interval() -> String {
    "30s".to_string()
}

pub fn load(path: &Path) -> Result<Config, ConfigError> {
    let text = fs::read_to_string(path).map_err(ConfigError::Io)?;
    toml::from_str(&text).map_err(ConfigError::Parse)
}

/// Parse "250ms", "30s", "5m" or "2h" into a Duration.
pub fn parse_duration(s: &str) -> Result<Duration, ConfigError> {
    let s = s.trim();
    let bad = || ConfigError::BadDuration(s.to_string());
    if let Some(n) = s.strip_suffix('s') {
        return n.parse::<u64>().map(Duration::from_secs).map_err(|_| bad());
    }
    if let Some(n) = s.strip_suffix("ms") {
        return n.parse::<u64>().map(Duration::from_millis).map_err(|_| bad());
    }
    if let Some(n) = s.strip_suffix('m') {
        return n.parse::<u64>().map(|m| Duration::from_secs(m * 60)).map_err(|_| bad());
    }
    if let Some(n) = s.strip_suffix('h') {
        return n.parse::<u64>().map(|h| Duration::from_secs(h * 3600)).map_err(|_| bad());
    }
    Err(bad())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_and_minutes() {
        assert_eq!(parse_duration("30s").unwrap(), Duration::from_secs(30));
        assert_eq!(parse_duration("5m").unwrap(), Duration::from_secs(300));
        assert_eq!(parse_duration("2h").unwrap(), Duration::from_secs(7200));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_duration("soon").is_err());
        assert!(parse_duration("").is_err());
    }
}
