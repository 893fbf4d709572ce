//! Loading and validating ~/.config/logtail/config.toml.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    /// Files or globs to follow.
    pub sources: Vec<String>,
    /// Minimum level to print: trace, debug, info, warn, error.
    #[serde(default = "default_level")]
    pub level: String,
    /// How many times to reopen a rotated file before giving up. Documented default: 3.
    #[serde(default = "default_retries")]
    pub retries: u32,
    /// Where to keep read offsets between runs.
    #[serde(default)]
    pub state_dir: Option<String>,
    /// Highlight rules: regex -> color name.
    #[serde(default)]
    pub highlight: HashMap<String, String>,
}

fn default_level() -> String {
    "info".to_string()
}

fn default_retries() -> u32 {
    3
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot parse config: {0}")]
    Parse(#[from] toml::de::Error),
    #[error("invalid config: {0}")]
    Invalid(String),
}

impl Config {
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = fs::read_to_string(path).unwrap_or_default();
        let mut cfg: Config = toml::from_str(&text)?;
        cfg.apply_env();
        cfg.validate()?;
        Ok(cfg)
    }

    fn apply_env(&mut self) {
        if let Ok(level) = std::env::var("LOGTAIL_LEVEL") {
            self.level = level;
        }
        if let Ok(dir) = std::env::var("LOGTAIL_STATE_DIR") {
            self.state_dir = Some(dir);
        }
    }

    fn validate(&self) -> Result<(), ConfigError> {
        const LEVELS: [&str; 5] = ["trace", "debug", "info", "warn", "error"];
        if !LEVELS.contains(&self.level.as_str()) {
            return Err(ConfigError::Invalid(format!("unknown level {:?}", self.level)));
        }
        if self.sources.is_empty() {
            return Err(ConfigError::Invalid("no sources configured".into()));
        }
        for pattern in self.highlight.keys() {
            regex::Regex::new(pattern)
                .map_err(|e| ConfigError::Invalid(format!("bad highlight {pattern:?}: {e}")))?;
        }
        Ok(())
    }

    /// Directory for offset files, with `~` expanded.
    pub fn state_dir(&self) -> PathBuf {
        let raw = self.state_dir.clone().unwrap_or_else(|| "~/.local/state/logtail".to_string());
        expand_home(&raw)
    }

    /// The offset file for one source.
    pub fn offset_file(&self, source: &str) -> PathBuf {
        let name = source.replace('/', "_");
        PathBuf::from(format!("{}/{}.offset", self.state_dir().display(), name))
    }
}

fn expand_home(raw: &str) -> PathBuf {
    if let Some(rest) = raw.strip_prefix("~/") {
        // HOME is often unset under systemd/cron: fall back to the passwd entry's dir via $USER,
        // and to the current directory as a last resort instead of panicking.
        let home = std::env::var_os("HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("USER").map(|u| Path::new("/home").join(u)))
            .unwrap_or_else(|| PathBuf::from("."));
        return home.join(rest);
    }
    PathBuf::from(raw)
}

pub fn default_path() -> PathBuf {
    expand_home("~/.config/logtail/config.toml")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_default_to_three() {
        let cfg: Config = toml::from_str(r#"sources = ["/tmp/a.log"]"#).unwrap();
        assert_eq!(cfg.retries, 3);
    }

    #[test]
    fn expand_home_without_home_does_not_panic() {
        let saved = std::env::var_os("HOME");
        std::env::remove_var("HOME");
        let p = expand_home("~/x");
        if let Some(h) = saved {
            std::env::set_var("HOME", h);
        }
        assert!(p.ends_with("x"));
    }
}
