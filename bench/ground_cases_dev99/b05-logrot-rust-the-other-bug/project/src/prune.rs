use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

#[derive(Debug, Clone, PartialEq)]
pub struct LogFile {
    pub path: PathBuf,
    pub size: u64,
    pub modified: SystemTime,
}

#[derive(Debug, Clone, Copy, Default)]
pub struct Policy {
    pub keep: Option<usize>,
    pub max_total: Option<u64>,
}

/// Shell-style match supporting only `*`.
pub fn glob_match(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == name,
        Some((head, rest)) => {
            if !name.starts_with(head) {
                return false;
            }
            let tail = &name[head.len()..];
            (0..=tail.len()).any(|i| tail.is_char_boundary(i) && glob_match(rest, &tail[i..]))
        }
    }
}

pub fn scan(dir: &Path, pattern: &str) -> io::Result<Vec<LogFile>> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let meta = entry.metadata()?;
        let name = entry.file_name();
        if !meta.is_file() || !glob_match(pattern, &name.to_string_lossy()) {
            continue;
        }
        files.push(LogFile { path: entry.path(), size: meta.len(), modified: meta.modified()? });
    }
    Ok(files)
}

/// Files to delete: everything past the newest `keep`, and anything that
/// would push the kept total over `max_total`.
pub fn select_for_deletion(mut files: Vec<LogFile>, policy: &Policy) -> Vec<LogFile> {
    files.sort_by(|a, b| b.modified.cmp(&a.modified)); // newest first
    let mut kept_bytes = 0u64;
    let mut doomed = Vec::new();
    for (i, f) in files.into_iter().enumerate() {
        let over_count = policy.keep.is_some_and(|k| i > k);
        let over_size = policy.max_total.is_some_and(|m| kept_bytes + f.size > m);
        if over_count || over_size {
            doomed.push(f);
        } else {
            kept_bytes += f.size;
        }
    }
    doomed
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn file(name: &str, size: u64, age_secs: u64) -> LogFile {
        LogFile {
            path: PathBuf::from(name),
            size,
            modified: SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000 - age_secs),
        }
    }

    #[test]
    fn glob() {
        assert!(glob_match("*.log.*", "app.log.3.gz"));
        assert!(!glob_match("*.log.*", "app.log"));
    }

    #[test]
    fn size_budget_drops_oldest() {
        let files = vec![file("a.log.1", 40, 10), file("a.log.3", 40, 30), file("a.log.2", 40, 20)];
        let doomed = select_for_deletion(files, &Policy { keep: None, max_total: Some(100) });
        assert_eq!(doomed, vec![file("a.log.3", 40, 30)]);
    }
}
