use std::path::{Path, PathBuf};

use anyhow::Result;
use ignore::WalkBuilder;

const EXTENSIONS: &[&str] = &["rs", "ts", "tsx", "js", "py", "go", "java", "kt", "sql", "toml", "yaml", "yml"];
const MAX_FILE_BYTES: u64 = 512 * 1024;

/// Source files under `root`, honouring .gitignore, skipping big and binary-looking files.
pub fn source_files(root: &Path) -> Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for entry in WalkBuilder::new(root).hidden(true).git_ignore(true).build() {
        let entry = match entry {
            Ok(e) => e,
            Err(err) => {
                log::warn!("walk: {err}");
                continue;
            }
        };
        if !entry.file_type().map(|t| t.is_file()).unwrap_or(false) {
            continue;
        }
        let path = entry.path();
        let ext_ok = path.extension().and_then(|e| e.to_str()).map(|e| EXTENSIONS.contains(&e)).unwrap_or(false);
        if !ext_ok {
            continue;
        }
        if entry.metadata().map(|m| m.len() > MAX_FILE_BYTES).unwrap_or(true) {
            continue;
        }
        out.push(path.to_path_buf());
    }
    Ok(out)
}
