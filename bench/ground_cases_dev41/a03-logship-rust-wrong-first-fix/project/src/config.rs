use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use crate::cli::Args;

const DEFAULT_ENDPOINT: &str = "http://127.0.0.1:9880/ingest";
const DEFAULT_FLUSH: Duration = Duration::from_secs(10);
const DEFAULT_BATCH: usize = 500;

#[derive(Debug)]
pub enum ConfigError {
    Io(PathBuf, std::io::Error),
    Parse(PathBuf, toml::de::Error),
    Invalid(&'static str, String),
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            ConfigError::Parse(p, e) => write!(f, "{}: {e}", p.display()),
            ConfigError::Invalid(key, msg) => write!(f, "invalid {key}: {msg}"),
        }
    }
}

impl std::error::Error for ConfigError {}

/// The config file as written. Every field is optional.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileConfig {
    endpoint: Option<String>,
    inputs: Option<Vec<PathBuf>>,
    flush_interval: Option<String>,
    batch_size: Option<usize>,
    api_key_env: Option<String>,
}

/// Settings after merging the config file and the command line (the command line wins).
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub endpoint: String,
    pub inputs: Vec<PathBuf>,
    pub flush_interval: Duration,
    pub batch_size: usize,
    pub api_key: Option<String>,
    pub dry_run: bool,
}

pub fn load(args: &Args) -> Result<Settings, ConfigError> {
    let file = read_file(&args.config)?;
    let flush_interval = match (&args.flush_interval, &file.flush_interval) {
        (Some(d), _) => *d,
        (None, Some(raw)) => secs_from(raw)?,
        (None, None) => DEFAULT_FLUSH,
    };
    let inputs = if args.inputs.is_empty() { file.inputs.unwrap_or_default() } else { args.inputs.clone() };
    if inputs.is_empty() {
        return Err(ConfigError::Invalid("inputs", "no files to tail".into()));
    }
    let api_key = file.api_key_env.as_deref().and_then(|name| std::env::var(name).ok());
    Ok(Settings {
        endpoint: args.endpoint.clone().or(file.endpoint).unwrap_or_else(|| DEFAULT_ENDPOINT.to_string()),
        inputs,
        flush_interval,
        batch_size: args.batch_size.or(file.batch_size).unwrap_or(DEFAULT_BATCH),
        api_key,
        dry_run: args.dry_run,
    })
}

fn read_file(path: &Path) -> Result<FileConfig, ConfigError> {
    match fs::read_to_string(path) {
        Ok(text) => toml::from_str(&text).map_err(|e| ConfigError::Parse(path.to_path_buf(), e)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(FileConfig::default()),
        Err(e) => Err(ConfigError::Io(path.to_path_buf(), e)),
    }
}

/// "30s" or "30" -> 30 seconds.
fn secs_from(raw: &str) -> Result<Duration, ConfigError> {
    let digits = raw.trim().trim_end_matches(|c: char| c.is_ascii_alphabetic());
    let secs: u64 = digits.parse().map_err(|e| ConfigError::Invalid("flush_interval", format!("{raw:?}: {e}")))?;
    Ok(Duration::from_secs(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secs_from_accepts_suffix_and_bare_number() {
        assert_eq!(secs_from("30s").unwrap(), Duration::from_secs(30));
        assert_eq!(secs_from("45").unwrap(), Duration::from_secs(45));
    }

    #[test]
    fn secs_from_rejects_garbage() {
        assert!(secs_from("soon").is_err());
    }
}
