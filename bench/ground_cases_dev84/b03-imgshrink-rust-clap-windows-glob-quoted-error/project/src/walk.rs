use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

const EXTENSIONS: &[&str] = &["jpg", "jpeg", "png", "webp"];

pub fn is_image(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .map(|e| EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
        .unwrap_or(false)
}

/// 引数のファイル・ディレクトリを、処理する画像ファイルの一覧にする。
pub fn collect_inputs(inputs: &[PathBuf], recursive: bool) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for input in inputs {
        let meta = fs::metadata(input).with_context(|| format!("{}", input.display()))?;
        if meta.is_dir() {
            walk_dir(input, recursive, &mut files)?;
        } else if is_image(input) {
            files.push(input.clone());
        } else {
            eprintln!("skip: {} (画像ではありません)", input.display());
        }
    }
    files.sort();
    files.dedup();
    Ok(files)
}

fn walk_dir(dir: &Path, recursive: bool, files: &mut Vec<PathBuf>) -> Result<()> {
    for entry in fs::read_dir(dir).with_context(|| format!("{}", dir.display()))? {
        let path = entry?.path();
        if path.is_dir() {
            if recursive {
                walk_dir(&path, recursive, files)?;
            }
        } else if is_image(&path) {
            files.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_extensions_are_case_insensitive() {
        assert!(is_image(Path::new("IMG_0001.JPG")));
        assert!(is_image(Path::new("a.webp")));
        assert!(!is_image(Path::new("notes.txt")));
    }
}
