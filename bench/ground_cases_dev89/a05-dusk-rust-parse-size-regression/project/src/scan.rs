use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use walkdir::WalkDir;

#[derive(Debug, Clone)]
pub struct Entry {
    pub path: PathBuf,
    pub size: u64,
}

pub fn files(root: &Path) -> impl Iterator<Item = Entry> {
    WalkDir::new(root)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| {
            let size = e.metadata().ok()?.len();
            Some(Entry { path: e.into_path(), size })
        })
}

pub fn top(root: &Path, count: usize, min_size: u64) -> Vec<Entry> {
    let mut all: Vec<Entry> = files(root).filter(|e| e.size >= min_size).collect();
    all.sort_by(|a, b| b.size.cmp(&a.size));
    all.truncate(count);
    all
}

#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct ExtStats {
    pub files: u64,
    pub bytes: u64,
}

pub fn by_extension(root: &Path) -> BTreeMap<String, ExtStats> {
    let mut map: BTreeMap<String, ExtStats> = BTreeMap::new();
    for e in files(root) {
        let ext = e
            .path
            .extension()
            .map(|x| x.to_string_lossy().to_lowercase())
            .unwrap_or_else(|| "(none)".into());
        let s = map.entry(ext).or_default();
        s.files += 1;
        s.bytes += e.size;
    }
    map
}
