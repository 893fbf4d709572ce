use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use chrono::NaiveDate;

/// Snapshot directories are named YYYY-MM-DD (optionally with a suffix, e.g. 2025-03-01-pre-upgrade).
fn snapshot_date(path: &Path) -> Option<NaiveDate> {
    let name = path.file_name()?.to_str()?;
    NaiveDate::parse_from_str(name.get(..10)?, "%Y-%m-%d").ok()
}

/// All snapshot directories in `dir`, newest first.
pub fn snapshots(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut snaps: Vec<(NaiveDate, PathBuf)> = fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.path())
        .filter(|path| path.is_dir())
        .filter_map(|path| snapshot_date(&path).map(|date| (date, path)))
        .collect();
    snaps.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| b.1.cmp(&a.1)));
    Ok(snaps.into_iter().map(|(_, path)| path).collect())
}

/// Delete every snapshot except the newest `keep`; returns the deleted paths.
/// With `dry_run`, nothing is deleted and the paths that would be are returned.
pub fn prune(dir: &Path, keep: usize, dry_run: bool) -> Result<Vec<PathBuf>> {
    let doomed: Vec<PathBuf> = snapshots(dir)?
        .into_iter()
        .enumerate()
        .filter(|(i, _)| *i > keep)
        .map(|(_, path)| path)
        .collect();
    if dry_run {
        return Ok(doomed);
    }
    for path in &doomed {
        fs::remove_dir_all(path).with_context(|| format!("removing {}", path.display()))?;
    }
    Ok(doomed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ignores_non_snapshot_dirs() {
        let tmp = tempfile::tempdir().unwrap();
        fs::create_dir(tmp.path().join("2025-01-01")).unwrap();
        fs::create_dir(tmp.path().join("lost+found")).unwrap();
        assert_eq!(snapshots(tmp.path()).unwrap().len(), 1);
    }

    #[test]
    fn newest_first() {
        let tmp = tempfile::tempdir().unwrap();
        for d in ["2025-01-03", "2025-01-01", "2025-01-02"] {
            fs::create_dir(tmp.path().join(d)).unwrap();
        }
        let names: Vec<_> = snapshots(tmp.path()).unwrap().iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
        assert_eq!(names, ["2025-01-03", "2025-01-02", "2025-01-01"]);
    }
}
