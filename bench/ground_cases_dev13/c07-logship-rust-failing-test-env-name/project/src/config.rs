//! logship configuration: defaults, then the config file, then LOGSHIP_* environment variables.

use std::collections::HashMap;
use std::fmt;
use std::fs;
use std::path::Path;
use std::time::Duration;

use crate::duration::parse_duration;

#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    pub endpoint: String,
    pub batch_size: usize,
    pub flush_interval: Duration,
    pub max_retries: u32,
    pub api_key: Option<String>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            endpoint: "http://127.0.0.1:8088/ingest".to_string(),
            batch_size: 500,
            flush_interval: Duration::from_secs(5),
            max_retries: 3,
            api_key: None,
        }
    }
}

#[derive(Debug)]
pub enum ConfigError {
    Io(std::io::Error),
    Parse { line: usize, msg: String },
    Invalid { key: String, msg: String },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io(e) => write!(f, "cannot read config: {e}"),
            ConfigError::Parse { line, msg } => write!(f, "config line {line}: {msg}"),
            ConfigError::Invalid { key, msg } => write!(f, "{key}: {msg}"),
        }
    }
}

impl Config {
    /// Defaults, then the file (if any), then the environment: the environment wins.
    pub fn load(path: Option<&Path>, env: &HashMap<String, String>) -> Result<Config, ConfigError> {
        let mut cfg = Config::default();
        if let Some(path) = path {
            let text = fs::read_to_string(path).map_err(ConfigError::Io)?;
            cfg.apply_file(&text)?;
        }
        cfg.apply_env(env)?;
        Ok(cfg)
    }

    /// `key = value` lines; `#` starts a comment.
    fn apply_file(&mut self, text: &str) -> Result<(), ConfigError> {
        for (i, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let (key, value) = line.split_once('=').ok_or_else(|| ConfigError::Parse {
                line: i + 1,
                msg: format!("expected key = value, got {line:?}"),
            })?;
            self.set(key.trim(), value.trim().trim_matches('"'))?;
        }
        Ok(())
    }

    fn apply_env(&mut self, env: &HashMap<String, String>) -> Result<(), ConfigError> {
        for (name, key) in [
            ("LOGSHIP_URL", "endpoint"),
            ("LOGSHIP_BATCH_SIZE", "batch_size"),
            ("LOGSHIP_FLUSH_INTERVAL", "flush_interval"),
            ("LOGSHIP_MAX_RETRIES", "max_retries"),
            ("LOGSHIP_API_KEY", "api_key"),
        ] {
            if let Some(value) = env.get(name) {
                self.set(key, value)?;
            }
        }
        Ok(())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), ConfigError> {
        let invalid = |msg: String| ConfigError::Invalid { key: key.to_string(), msg };
        match key {
            "endpoint" => self.endpoint = value.to_string(),
            "batch_size" => self.batch_size = value.parse().map_err(|e| invalid(format!("{e}")))?,
            "flush_interval" => self.flush_interval = parse_duration(value).map_err(|e| invalid(e.to_string()))?,
            "max_retries" => self.max_retries = value.parse().map_err(|e| invalid(format!("{e}")))?,
            "api_key" => self.api_key = Some(value.to_string()),
            other => return Err(invalid(format!("unknown key {other:?}"))),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn file_overrides_defaults() {
        let mut cfg = Config::default();
        cfg.apply_file("batch_size = 200\nflush_interval = \"10s\"  # slower\n").unwrap();
        assert_eq!(cfg.batch_size, 200);
        assert_eq!(cfg.flush_interval, Duration::from_secs(10));
    }

    #[test]
    fn env_override_wins() {
        let mut cfg = Config::default();
        cfg.apply_file("endpoint = http://collector-a:8088/ingest\n").unwrap();
        cfg.apply_env(&env(&[("LOGSHIP_ENDPOINT", "http://collector-b:8088/ingest")])).unwrap();
        assert_eq!(cfg.endpoint, "http://collector-b:8088/ingest");
    }

    #[test]
    fn unknown_key_is_an_error() {
        let err = Config::default().apply_file("batchsize = 10\n").unwrap_err();
        assert_eq!(err.to_string(), "batchsize: unknown key \"batchsize\"");
    }
}
