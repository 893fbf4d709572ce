use std::fs;
use std::path::{Path, PathBuf};

use serde::Serialize;
use walkdir::WalkDir;

use crate::links::{self, Link};

#[derive(Debug, Serialize)]
pub struct Broken {
    pub file: PathBuf,
    pub line: usize,
    pub target: String,
}

pub fn excluded(path: &Path, excludes: &[String]) -> bool {
    let p = path.to_string_lossy();
    excludes.iter().any(|e| p.starts_with(e.as_str()))
}

pub fn markdown_files(root: &Path, excludes: &[String]) -> Vec<PathBuf> {
    WalkDir::new(root)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .filter(|p| !excluded(p, excludes))
        .collect()
}

pub fn check_file(path: &Path) -> std::io::Result<Vec<Broken>> {
    let text = fs::read_to_string(path)?;
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut broken = Vec::new();
    for Link { line, target } in links::extract(&text) {
        if links::is_external(&target) || target.starts_with('#') {
            continue;
        }
        let file_part = target.split('#').next().unwrap_or("");
        if file_part.is_empty() {
            continue;
        }
        if !dir.join(file_part).exists() {
            broken.push(Broken { file: path.to_path_buf(), line, target });
        }
    }
    Ok(broken)
}
