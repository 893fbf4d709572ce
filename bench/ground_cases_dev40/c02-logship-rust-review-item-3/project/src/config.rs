use std::fs;
use std::path::Path;
use std::time::Duration;

use crate::error::ShipError;

#[derive(Debug, Clone)]
pub struct Config {
    pub source: String,
    pub endpoint: String,
    pub max_items: usize,
    pub max_bytes: usize,
    pub flush_interval: Duration,
    pub timeout: Duration,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            source: "/var/log/app/current.log".into(),
            endpoint: "127.0.0.1:5170".into(),
            max_items: 500,
            max_bytes: 512 * 1024,
            flush_interval: Duration::from_millis(2000),
            timeout: Duration::from_millis(3000),
        }
    }
}

/// Reads `key = value` lines; `#` starts a comment. Unknown keys are an error.
pub fn load(path: &Path) -> Result<Config, ShipError> {
    let text = fs::read_to_string(path)?;
    parse(&text)
}

pub fn parse(text: &str) -> Result<Config, ShipError> {
    let mut cfg = Config::default();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .ok_or_else(|| ShipError::Config(format!("line {}: expected key = value", n + 1)))?;
        let (key, value) = (key.trim(), value.trim());
        match key {
            "source" => cfg.source = value.to_string(),
            "endpoint" => cfg.endpoint = value.to_string(),
            "max_items" => cfg.max_items = number(key, value)?,
            "max_bytes" => cfg.max_bytes = number(key, value)?,
            "flush_interval_ms" => cfg.flush_interval = Duration::from_millis(number(key, value)? as u64),
            "timeout_ms" => cfg.timeout = Duration::from_millis(number(key, value)? as u64),
            _ => return Err(ShipError::Config(format!("line {}: unknown key {key}", n + 1))),
        }
    }
    Ok(cfg)
}

fn number(key: &str, value: &str) -> Result<usize, ShipError> {
    value
        .replace('_', "")
        .parse()
        .map_err(|_| ShipError::Config(format!("{key}: not a number: {value}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_keys_and_comments() {
        let cfg = parse("# comment\nendpoint = 10.0.0.1:5170\nmax_items = 50 # inline\nmax_bytes = 65_536\n").unwrap();
        assert_eq!(cfg.endpoint, "10.0.0.1:5170");
        assert_eq!(cfg.max_items, 50);
        assert_eq!(cfg.max_bytes, 65536);
    }

    #[test]
    fn timeout_is_milliseconds() {
        let cfg = parse("timeout_ms = 1500").unwrap();
        assert_eq!(cfg.timeout, Duration::from_millis(1500));
    }

    #[test]
    fn rejects_unknown_keys() {
        assert!(parse("maxitems = 5").is_err());
    }
}
