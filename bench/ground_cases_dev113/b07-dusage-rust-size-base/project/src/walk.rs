use std::path::{Path, PathBuf};

use anyhow::Result;
use walkdir::{DirEntry, WalkDir};

pub struct WalkOptions {
    pub include_hidden: bool,
    pub min_size: u64,
}

#[derive(Debug)]
pub struct FileSize {
    pub path: PathBuf,
    pub size: u64,
}

fn is_hidden(entry: &DirEntry) -> bool {
    entry.depth() > 0 && entry.file_name().to_string_lossy().starts_with('.')
}

pub fn collect(root: &Path, opts: &WalkOptions) -> Result<Vec<FileSize>> {
    let mut out = Vec::new();
    let walker = WalkDir::new(root)
        .follow_links(false)
        .into_iter()
        .filter_entry(|e| opts.include_hidden || !is_hidden(e));
    for entry in walker {
        let entry = entry?;
        if !entry.file_type().is_file() {
            continue;
        }
        let size = entry.metadata()?.len();
        if size < opts.min_size {
            continue;
        }
        let path = entry.path().strip_prefix(root).unwrap_or(entry.path()).to_path_buf();
        out.push(FileSize { path, size });
    }
    Ok(out)
}
