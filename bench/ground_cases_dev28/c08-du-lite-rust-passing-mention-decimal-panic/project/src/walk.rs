use std::collections::HashMap;
use std::path::{Path, PathBuf};

use walkdir::WalkDir;

/// Total size of every directory `depth` levels below `root`.
pub fn dir_sizes(root: &Path, depth: usize, follow_links: bool) -> HashMap<PathBuf, u64> {
    let mut totals: HashMap<PathBuf, u64> = HashMap::new();
    for entry in WalkDir::new(root).follow_links(follow_links).into_iter().filter_map(Result::ok) {
        if !entry.file_type().is_file() {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        let Ok(rel) = entry.path().strip_prefix(root) else { continue };
        let key: PathBuf = rel.components().take(depth).collect();
        if key.as_os_str().is_empty() || key == rel {
            continue;
        }
        *totals.entry(root.join(key)).or_default() += meta.len();
    }
    totals
}
