use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

#[derive(Debug, Default)]
pub struct Config {
    pub vars: BTreeMap<String, String>,
}

impl Config {
    /// Merge the KEY=VALUE lines of one .env file; later files win.
    pub fn merge_file(&mut self, path: &Path) -> std::io::Result<()> {
        let text = fs::read_to_string(path)?;
        self.merge_str(&text);
        Ok(())
    }

    pub fn merge_str(&mut self, text: &str) {
        for line in text.lines() {
            let (key, value) = line.split_once('=').unwrap();
            self.vars.insert(key.trim().to_string(), unquote(value.trim()).to_string());
        }
    }

    pub fn render(&self) -> String {
        self.vars.iter().map(|(k, v)| format!("{k}={v}\n")).collect()
    }
}

fn unquote(v: &str) -> &str {
    v.strip_prefix('"').and_then(|s| s.strip_suffix('"')).unwrap_or(v)
}
