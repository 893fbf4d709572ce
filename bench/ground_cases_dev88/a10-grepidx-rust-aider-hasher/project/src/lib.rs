pub mod index;
pub mod tokenize;

use std::fs;
use std::path::{Path, PathBuf};

pub use index::{build_index, search, Index};

pub struct Doc {
    pub path: PathBuf,
    pub text: String,
}

/// Every UTF-8 file under `root`, skipping `target/` and hidden directories.
pub fn collect(root: &Path) -> std::io::Result<Vec<Doc>> {
    let mut docs = Vec::new();
    for entry in walkdir::WalkDir::new(root)
        .into_iter()
        .filter_entry(|e| !is_skipped(e.file_name().to_str().unwrap_or("")))
    {
        let entry = entry?;
        if !entry.file_type().is_file() {
            continue;
        }
        if let Ok(text) = fs::read_to_string(entry.path()) {
            docs.push(Doc { path: entry.into_path(), text });
        }
    }
    Ok(docs)
}

fn is_skipped(name: &str) -> bool {
    name == "target" || (name.starts_with('.') && name.len() > 1)
}
