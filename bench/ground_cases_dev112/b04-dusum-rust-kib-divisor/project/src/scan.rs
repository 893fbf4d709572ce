use std::collections::BTreeMap;
use std::io;
use std::path::Path;
use walkdir::WalkDir;

#[derive(Debug, Clone)]
pub struct Row {
    pub name: String,
    pub bytes: u64,
}

/// Sum file sizes under each direct child of `root`.
pub fn summarize(root: &Path) -> io::Result<Vec<Row>> {
    let mut totals: BTreeMap<String, u64> = BTreeMap::new();
    for entry in WalkDir::new(root).min_depth(1) {
        let entry = entry.map_err(|e| io::Error::new(io::ErrorKind::Other, e))?;
        if !entry.file_type().is_file() {
            continue;
        }
        let rel = entry.path().strip_prefix(root).unwrap();
        let top = rel.components().next().unwrap().as_os_str().to_string_lossy().to_string();
        let len = entry.metadata().map(|m| m.len()).unwrap_or(0);
        *totals.entry(top).or_insert(0) += len;
    }
    let rows = totals
        .into_iter()
        .map(|(name, bytes)| Row { name, bytes })
        .collect();
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn sums_per_top_dir() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("a/b")).unwrap();
        fs::write(dir.path().join("a/b/x"), vec![0u8; 10]).unwrap();
        fs::write(dir.path().join("a/y"), vec![0u8; 5]).unwrap();
        let rows = summarize(dir.path()).unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].bytes, 15);
    }
}
