use std::path::Path;

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct Config {
    /// Custom endpoint for S3-compatible stores (MinIO, R2, Wasabi).
    pub endpoint: Option<String>,
    pub region: Option<String>,
    /// Path-style addressing, needed by most self-hosted stores.
    pub force_path_style: bool,
    /// Glob patterns that are never uploaded.
    pub exclude: Vec<String>,
    /// Storage class for new objects.
    pub storage_class: Option<String>,
}

pub fn load(path: Option<&Path>) -> Result<Config> {
    let path = match path {
        Some(p) => p.to_path_buf(),
        None => {
            let default = Path::new("tidesync.toml");
            if !default.exists() {
                return Ok(Config::default());
            }
            default.to_path_buf()
        }
    };
    let text = std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let cfg: Config = toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))?;
    Ok(cfg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_minimal_config() {
        let cfg: Config = toml::from_str("endpoint = \"http://localhost:9000\"\nforce_path_style = true").unwrap();
        assert_eq!(cfg.endpoint.as_deref(), Some("http://localhost:9000"));
        assert!(cfg.force_path_style);
        assert!(cfg.exclude.is_empty());
    }
}
