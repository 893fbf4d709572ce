use std::env;
use std::fs;
use std::path::Path;

#[derive(Debug, Clone)]
pub struct Config {
    pub title: String,
    pub port: u16,
    pub output_dir: String,
    pub drafts: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            title: "My notes".to_string(),
            port: 4000,
            output_dir: "public".to_string(),
            drafts: false,
        }
    }
}

/// Reads `key = value` lines; a missing file means all defaults.
pub fn load(path: &Path) -> Result<Config, String> {
    let mut cfg = Config::default();
    if !path.exists() {
        return Ok(cfg);
    }
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .ok_or(format!("line {}: expected key = value", n + 1))?;
        let value = value.trim().trim_matches('"');
        match key.trim() {
            "title" => cfg.title = value.to_string(),
            "port" => cfg.port = value.parse().map_err(|_| format!("line {}: bad port {value:?}", n + 1))?,
            "output_dir" => cfg.output_dir = value.to_string(),
            "drafts" => cfg.drafts = value == "true",
            other => return Err(format!("line {}: unknown key {other:?}", n + 1)),
        }
    }
    Ok(cfg)
}

/// NOTES_PORT and NOTES_OUT override what the file says.
pub fn apply_env(cfg: &mut Config) {
    if let Ok(port) = env::var("NOTES_PORT") {
        cfg.port = port.parse().unwrap();
    }
    if let Ok(dir) = env::var("NOTES_OUT") {
        cfg.output_dir = dir;
    }
}
