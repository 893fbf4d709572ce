use std::collections::HashMap;
use std::fs;
use std::path::Path;

/// `key = value` lines from ~/.feedpull.conf; `#` starts a comment line.
#[derive(Debug, Default)]
pub struct Config {
    pub values: HashMap<String, String>,
}

impl Config {
    pub fn load(path: &Path) -> Result<Config, String> {
        let text = fs::read_to_string(path).map_err(|e| format!("{}: {}", path.display(), e))?;
        Ok(Config::parse(&text))
    }

    pub fn parse(text: &str) -> Config {
        let mut values = HashMap::new();
        for line in text.lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((key, value)) = line.split_once('=') else {
                continue;
            };
            values.insert(key.to_string(), value.trim().to_string());
        }
        Config { values }
    }

    pub fn get_bool(&self, key: &str) -> bool {
        matches!(
            self.values.get(key).map(|v| v.to_ascii_lowercase()).as_deref(),
            Some("true") | Some("1") | Some("yes") | Some("on")
        )
    }

    pub fn get_u64(&self, key: &str, default: u64) -> u64 {
        self.values
            .get(key)
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    }
}

#[cfg(test)]
mod tests {
    use super::Config;

    #[test]
    fn value_may_contain_equals() {
        let cfg = Config::parse("token=abc==\n");
        assert_eq!(cfg.values.get("token").map(String::as_str), Some("abc=="));
    }

    #[test]
    fn comments_and_blank_lines_are_skipped() {
        let cfg = Config::parse("# comment\n\nverbose=yes\n");
        assert_eq!(cfg.values.len(), 1);
        assert!(cfg.get_bool("verbose"));
    }
}
