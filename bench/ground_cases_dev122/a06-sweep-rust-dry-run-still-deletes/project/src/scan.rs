use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

#[derive(Debug)]
pub struct Candidate {
    pub path: PathBuf,
    pub bytes: u64,
    pub is_dir: bool,
}

/// Entries directly under `root` that were not modified for `older_than`, largest first.
pub fn stale_entries(root: &Path, older_than: Duration) -> io::Result<Vec<Candidate>> {
    let cutoff = SystemTime::now() - older_than;
    let mut out = Vec::new();
    for entry in fs::read_dir(root)? {
        let entry = entry?;
        let meta = entry.metadata()?;
        if meta.modified()? > cutoff {
            continue;
        }
        let bytes = if meta.is_dir() { dir_size(&entry.path())? } else { meta.len() };
        out.push(Candidate { path: entry.path(), bytes, is_dir: meta.is_dir() });
    }
    out.sort_by(|a, b| b.bytes.cmp(&a.bytes));
    Ok(out)
}

pub fn dir_size(dir: &Path) -> io::Result<u64> {
    let mut total = 0;
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let meta = entry.metadata()?;
        total += if meta.is_dir() { dir_size(&entry.path())? } else { meta.len() };
    }
    Ok(total)
}
