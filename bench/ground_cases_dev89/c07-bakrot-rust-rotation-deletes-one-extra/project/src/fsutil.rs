use std::path::{Path, PathBuf};
use std::time::SystemTime;

use anyhow::Result;

/// One backup file and when it was last written.
#[derive(Debug, Clone)]
pub struct Entry {
    pub path: PathBuf,
    pub modified: SystemTime,
}

/// Regular files in `dir` whose name matches `pattern`.
pub fn list_matching(dir: &Path, pattern: &str) -> Result<Vec<Entry>> {
    let glob = glob::Pattern::new(pattern)?;
    let mut out = Vec::new();
    for item in std::fs::read_dir(dir)? {
        let item = item?;
        let meta = item.metadata()?;
        if !meta.is_file() {
            continue;
        }
        let name = item.file_name();
        if !glob.matches(&name.to_string_lossy()) {
            continue;
        }
        out.push(Entry { path: item.path(), modified: meta.modified()? });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_non_matching() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.gz"), b"x").unwrap();
        std::fs::write(dir.path().join("notes.txt"), b"x").unwrap();
        let found = list_matching(dir.path(), "*.gz").unwrap();
        assert_eq!(found.len(), 1);
    }
}
