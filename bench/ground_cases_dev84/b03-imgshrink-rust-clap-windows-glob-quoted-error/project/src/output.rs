use std::path::{Path, PathBuf};

use crate::cli::Format;

/// 出力ファイルのパス。ファイル名は入力と同じで、形式を変えるときは拡張子だけ変える。
pub fn output_path(input: &Path, out_dir: &Path, format: Format, suffix: &str) -> PathBuf {
    let stem = input.file_stem().unwrap_or_default();
    let ext = match format {
        Format::Keep => input.extension().map(|e| e.to_string_lossy().to_lowercase()).unwrap_or_default(),
        Format::Jpeg => "jpg".to_string(),
        Format::Webp => "webp".to_string(),
    };
    let mut name = stem.to_os_string();
    name.push(suffix);
    if !ext.is_empty() {
        name.push(".");
        name.push(&ext);
    }
    out_dir.join(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_name_and_lowercases_extension() {
        let p = output_path(Path::new("in/IMG_1.JPG"), Path::new("out"), Format::Keep, "");
        assert_eq!(p, Path::new("out").join("IMG_1.jpg"));
    }

    #[test]
    fn appends_suffix_before_extension() {
        let p = output_path(Path::new("IMG_1.jpg"), Path::new("out"), Format::Keep, "_small");
        assert_eq!(p, Path::new("out").join("IMG_1_small.jpg"));
    }

    #[test]
    fn changes_extension_for_webp() {
        let p = output_path(Path::new("a/b.png"), Path::new("o"), Format::Webp, "");
        assert_eq!(p, Path::new("o").join("b.webp"));
    }
}
