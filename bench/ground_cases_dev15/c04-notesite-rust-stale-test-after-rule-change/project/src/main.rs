mod frontmatter;
mod slug;

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (src, dst) = match args.as_slice() {
        [s, d] => (PathBuf::from(s), PathBuf::from(d)),
        _ => {
            eprintln!("usage: notesite <content-dir> <out-dir>");
            return ExitCode::from(2);
        }
    };
    match build(&src, &dst) {
        Ok(n) => {
            println!("built {n} pages into {}", dst.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn build(src: &Path, dst: &Path) -> std::io::Result<usize> {
    let mut entries: Vec<PathBuf> = fs::read_dir(src)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    entries.sort();
    let mut taken = HashSet::new();
    for path in &entries {
        let text = fs::read_to_string(path)?;
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("untitled");
        let (meta, body) = frontmatter::parse(&text, stem);
        let slug = slug::dedupe(&slug::slugify(&meta.title), &taken);
        taken.insert(slug.clone());
        let dir = dst.join(&slug);
        fs::create_dir_all(&dir)?;
        let html = format!(
            "<!doctype html><meta charset=utf-8><title>{}</title><h1>{}</h1><time>{}</time><pre>{}</pre>\n",
            meta.title, meta.title, meta.date, body
        );
        fs::write(dir.join("index.html"), html)?;
    }
    Ok(entries.len())
}
