use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use walkdir::WalkDir;

#[derive(Debug)]
pub struct Found {
    pub path: PathBuf,
    pub size: u64,
    pub age_days: u64,
}

fn dir_size(path: &Path) -> u64 {
    WalkDir::new(path)
        .into_iter()
        .filter_map(|e| e.ok())
        .filter_map(|e| e.metadata().ok())
        .filter(|m| m.is_file())
        .map(|m| m.len())
        .sum()
}

fn age_days(path: &Path) -> Option<u64> {
    let modified = fs::metadata(path).ok()?.modified().ok()?;
    let age = SystemTime::now().duration_since(modified).unwrap_or(Duration::ZERO);
    Some(age.as_secs() / 86_400)
}

/// Every `target/` directory next to a Cargo.toml under `root` older than `min_days`.
pub fn find_stale(root: &Path, min_days: u64) -> Vec<Found> {
    let mut found = Vec::new();
    let mut walker = WalkDir::new(root).into_iter();
    while let Some(entry) = walker.next() {
        let entry = match entry {
            Ok(e) => e,
            Err(_) => continue,
        };
        if !entry.file_type().is_dir() || entry.file_name() != "target" {
            continue;
        }
        walker.skip_current_dir();
        let parent = entry.path().parent().unwrap();
        if !parent.join("Cargo.toml").exists() {
            continue;
        }
        let days = age_days(entry.path()).unwrap_or(0);
        if days >= min_days {
            found.push(Found { path: entry.path().to_path_buf(), size: dir_size(entry.path()), age_days: days });
        }
    }
    found.sort_by(|a, b| b.size.cmp(&a.size));
    found
}
