use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::config::Rules;

#[derive(Debug, Default)]
pub struct Report {
    pub removed_files: Vec<PathBuf>,
    pub removed_dirs: Vec<PathBuf>,
    pub freed_bytes: u64,
}

pub struct Pruner<'a> {
    pub rules: &'a Rules,
    pub dry_run: bool,
    pub max_age: Option<Duration>,
}

impl<'a> Pruner<'a> {
    pub fn run(&self, root: &Path) -> io::Result<Report> {
        let mut report = Report::default();
        self.walk(root, &mut report)?;
        Ok(report)
    }

    /// Walks `dir`, removing matching files. Returns true when nothing is left in `dir`.
    fn walk(&self, dir: &Path, report: &mut Report) -> io::Result<bool> {
        let mut empty = true;
        for entry in fs::read_dir(dir)? {
            let entry = entry?;
            let path = entry.path();
            let meta = entry.metadata()?;
            if meta.is_dir() {
                if self.rules.is_protected(&path) {
                    empty = false;
                    continue;
                }
                if self.walk(&path, report)? && self.rules.remove_empty_dirs {
                    fs::remove_dir(&path)?;
                    report.removed_dirs.push(path);
                } else {
                    empty = false;
                }
            } else if self.matches(&path, &meta) {
                if !self.dry_run {
                    fs::remove_file(&path)?;
                }
                report.freed_bytes += meta.len();
                report.removed_files.push(path);
            } else {
                empty = false;
            }
        }
        Ok(empty)
    }

    fn matches(&self, path: &Path, meta: &fs::Metadata) -> bool {
        if !self.rules.matches_name(path) {
            return false;
        }
        match self.max_age {
            None => true,
            Some(max_age) => meta
                .modified()
                .ok()
                .and_then(|m| SystemTime::now().duration_since(m).ok())
                .map(|age| age >= max_age)
                .unwrap_or(false),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Rules;

    #[test]
    fn removes_matching_files() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("a.log"), "x").unwrap();
        fs::write(dir.path().join("keep.txt"), "x").unwrap();
        let rules = Rules::from_patterns(&["*.log"], &[]);
        let report = Pruner { rules: &rules, dry_run: false, max_age: None }.run(dir.path()).unwrap();
        assert_eq!(report.removed_files.len(), 1);
        assert!(dir.path().join("keep.txt").exists());
    }

    #[test]
    fn dry_run_keeps_files() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("a.log"), "x").unwrap();
        let rules = Rules::from_patterns(&["*.log"], &[]);
        let report = Pruner { rules: &rules, dry_run: true, max_age: None }.run(dir.path()).unwrap();
        assert_eq!(report.removed_files.len(), 1);
        assert!(dir.path().join("a.log").exists());
    }

    #[test]
    fn older_than_skips_fresh_files() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("fresh.log"), "x").unwrap();
        let rules = Rules::from_patterns(&["*.log"], &[]);
        let pruner = Pruner { rules: &rules, dry_run: false, max_age: Some(Duration::from_secs(3600)) };
        let report = pruner.run(dir.path()).unwrap();
        assert!(report.removed_files.is_empty());
        assert!(dir.path().join("fresh.log").exists());
    }
}
