use std::fs;
use std::io;
use std::path::Path;

use crate::config::Config;

#[derive(Debug, Default)]
pub struct Stats {
    pub copied: usize,
    pub deleted: usize,
}

/// One pass: copy new or changed files from source to target (by size and mtime).
pub fn run(cfg: &Config) -> io::Result<Stats> {
    let mut stats = Stats::default();
    copy_tree(Path::new(&cfg.source), Path::new(&cfg.target), cfg, &mut stats)?;
    Ok(stats)
}

fn copy_tree(src: &Path, dst: &Path, cfg: &Config, stats: &mut Stats) -> io::Result<()> {
    fs::create_dir_all(dst)?;
    for entry in fs::read_dir(src)? {
        let entry = entry?;
        let name = entry.file_name();
        if cfg.exclude.iter().any(|x| name.to_string_lossy() == x.as_str()) {
            continue;
        }
        let from = entry.path();
        let to = dst.join(&name);
        if entry.file_type()?.is_dir() {
            copy_tree(&from, &to, cfg, stats)?;
        } else if changed(&from, &to)? {
            fs::copy(&from, &to)?;
            stats.copied += 1;
        }
    }
    Ok(())
}

fn changed(from: &Path, to: &Path) -> io::Result<bool> {
    let a = fs::metadata(from)?;
    let b = match fs::metadata(to) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(true),
        Err(e) => return Err(e),
    };
    Ok(a.len() != b.len() || a.modified()? > b.modified()?)
}
