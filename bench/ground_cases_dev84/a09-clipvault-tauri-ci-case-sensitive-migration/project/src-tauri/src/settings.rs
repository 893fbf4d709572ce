use serde::{Deserialize, Serialize};
use std::fs;
use std::path::{Path, PathBuf};

#[derive(Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub max_items: usize,
    pub launch_at_login: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self { max_items: 200, launch_at_login: false }
    }
}

pub fn load(dir: &Path) -> Settings {
    fs::read_to_string(dir.join("settings.json"))
        .ok()
        .and_then(|s| serde_json::from_str(&s).ok())
        .unwrap_or_default()
}

pub fn save(dir: &Path, settings: &Settings) -> std::io::Result<()> {
    fs::create_dir_all(dir)?;
    fs::write(dir.join("settings.json"), serde_json::to_string_pretty(settings)?)
}

/// Where 0.x kept its settings, under the same config base as the new identifier folder.
fn legacy_dir(config_base: &Path) -> PathBuf {
    config_base.join("ClipVault")
}

/// Copy 0.x settings into the new folder once. Returns the new path when it migrated.
pub fn migrate_legacy(config_base: &Path, new_dir: &Path) -> std::io::Result<Option<PathBuf>> {
    let old = legacy_dir(config_base).join("settings.json");
    let new = new_dir.join("settings.json");
    if new.exists() || !old.exists() {
        return Ok(None);
    }
    fs::create_dir_all(new_dir)?;
    fs::copy(&old, &new)?;
    Ok(Some(new))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrates_legacy_file() {
        let base = tempfile::tempdir().unwrap();
        let old = base.path().join("clipvault");
        fs::create_dir_all(&old).unwrap();
        fs::write(old.join("settings.json"), r#"{"max_items": 50}"#).unwrap();
        let new_dir = base.path().join("com.clipvault.app");
        let moved = migrate_legacy(base.path(), &new_dir).unwrap();
        assert_eq!(moved, Some(new_dir.join("settings.json")));
        assert_eq!(load(&new_dir).max_items, 50);
    }

    #[test]
    fn keeps_existing_new_settings() {
        let base = tempfile::tempdir().unwrap();
        let new_dir = base.path().join("com.clipvault.app");
        fs::create_dir_all(&new_dir).unwrap();
        fs::write(new_dir.join("settings.json"), "{}").unwrap();
        assert_eq!(migrate_legacy(base.path(), &new_dir).unwrap(), None);
    }
}
