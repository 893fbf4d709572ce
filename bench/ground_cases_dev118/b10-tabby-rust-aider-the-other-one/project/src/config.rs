use std::env;
use std::fs;
use std::path::PathBuf;

#[derive(Debug, Clone)]
pub struct Config {
    pub max_width: usize,
    pub border: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config { max_width: 40, border: true }
    }
}

fn config_path() -> PathBuf {
    let home = env::var("HOME").unwrap();
    PathBuf::from(home).join(".config/tabby/config")
}

pub fn load() -> Config {
    let mut cfg = Config::default();
    let Ok(text) = fs::read_to_string(config_path()) else {
        return cfg;
    };
    for line in text.lines() {
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let (key, value) = (key.trim(), value.trim());
        match key {
            "max_width" => cfg.max_width = value.parse().unwrap_or(cfg.max_width),
            "border" => cfg.border = value == "true",
            _ => {}
        }
    }
    cfg
}
