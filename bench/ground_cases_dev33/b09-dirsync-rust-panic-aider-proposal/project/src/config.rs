use std::collections::HashMap;
use std::fmt;
use std::fs;
use std::path::Path;

/// Settings read from a `key = value` file. `#` starts a comment line.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    pub source: String,
    pub target: String,
    pub interval_secs: u64,
    pub exclude: Vec<String>,
    pub delete_extraneous: bool,
    pub verbose: bool,
}

#[derive(Debug)]
pub enum ConfigError {
    Io(std::io::Error),
    Missing(&'static str),
    Invalid { key: String, value: String },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io(e) => write!(f, "cannot read config: {e}"),
            ConfigError::Missing(key) => write!(f, "missing required key `{key}`"),
            ConfigError::Invalid { key, value } => write!(f, "invalid value for `{key}`: {value:?}"),
        }
    }
}

impl std::error::Error for ConfigError {}

impl From<std::io::Error> for ConfigError {
    fn from(e: std::io::Error) -> Self {
        ConfigError::Io(e)
    }
}

fn parse_line(line: &str) -> (String, String) {
    let (key, value) = line.split_once('=').unwrap();
    (key.trim().to_string(), value.trim().trim_matches('"').to_string())
}

pub fn parse(text: &str) -> Result<Config, ConfigError> {
    let mut map: HashMap<String, String> = HashMap::new();
    for raw in text.lines() {
        let line = raw.trim();
        if line.starts_with('#') {
            continue;
        }
        let (key, value) = parse_line(line);
        map.insert(key, value);
    }

    let get = |key: &'static str| map.get(key).cloned().ok_or(ConfigError::Missing(key));
    let interval = get("interval_secs").unwrap_or_else(|_| "60".to_string());
    let delete = map.get("delete_extraneous").map(String::as_str).unwrap_or("false");
    let verbose = matches!(map.get("verbose").map(String::as_str), Some("true" | "yes" | "1"));

    Ok(Config {
        source: get("source")?,
        target: get("target")?,
        interval_secs: interval
            .parse()
            .map_err(|_| ConfigError::Invalid { key: "interval_secs".into(), value: interval.clone() })?,
        exclude: map
            .get("exclude")
            .map(|v| v.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect())
            .unwrap_or_default(),
        delete_extraneous: match delete {
            "true" | "yes" | "1" => true,
            "false" | "no" | "0" => false,
            other => return Err(ConfigError::Invalid { key: "delete_extraneous".into(), value: other.into() }),
        },
        verbose,
    })
}

pub fn load(path: &Path) -> Result<Config, ConfigError> {
    let text = fs::read_to_string(path)?;
    parse(&text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_minimal_config() {
        let cfg = parse("source = /data\ntarget = /backup\n").unwrap();
        assert_eq!(cfg.source, "/data");
        assert_eq!(cfg.interval_secs, 60);
        assert!(!cfg.delete_extraneous);
    }

    #[test]
    fn comments_are_ignored() {
        let cfg = parse("# dirsync\nsource=/a\n# target is remote\ntarget=\"/b\"\nexclude = .git, node_modules\n").unwrap();
        assert_eq!(cfg.target, "/b");
        assert_eq!(cfg.exclude, vec![".git", "node_modules"]);
    }
}
