use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use anyhow::{Context, Result};

#[derive(Debug, Clone)]
pub struct Backup {
    pub path: PathBuf,
    pub modified: SystemTime,
    pub size: u64,
}

/// Every regular file in `dir` whose name starts with `prefix`.
pub fn scan(dir: &Path, prefix: &str) -> Result<Vec<Backup>> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let entry = entry?;
        let meta = entry.metadata()?;
        if !meta.is_file() {
            continue;
        }
        let name = entry.file_name();
        if !name.to_string_lossy().starts_with(prefix) {
            continue;
        }
        out.push(Backup {
            path: entry.path(),
            modified: meta.modified()?,
            size: meta.len(),
        });
    }
    Ok(out)
}
