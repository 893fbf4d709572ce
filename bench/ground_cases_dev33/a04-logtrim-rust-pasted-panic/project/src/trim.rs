use std::fs;
use std::io;
use std::path::PathBuf;
use std::time::SystemTime;

use crate::config::Rule;

#[derive(Debug, Default)]
pub struct Report {
    pub removed: usize,
    pub freed: u64,
}

struct Candidate {
    path: PathBuf,
    len: u64,
    modified: SystemTime,
}

fn candidates(rule: &Rule) -> io::Result<Vec<Candidate>> {
    let mut out = Vec::new();
    for entry in fs::read_dir(&rule.dir)? {
        let entry = entry?;
        if !entry.file_name().to_string_lossy().starts_with(&rule.prefix) {
            continue;
        }
        let meta = entry.metadata()?;
        if meta.is_file() {
            out.push(Candidate { path: entry.path(), len: meta.len(), modified: meta.modified()? });
        }
    }
    out.sort_by_key(|c| std::cmp::Reverse(c.modified)); // newest first
    Ok(out)
}

/// Deletes matching files beyond the newest `keep`, and older files once the
/// newer ones add up to more than `max_size`.
/// With `dry_run` nothing is deleted; the files are printed instead.
pub fn apply(rule: &Rule, dry_run: bool) -> io::Result<Report> {
    let mut report = Report::default();
    let mut total: u64 = 0;
    for (i, f) in candidates(rule)?.iter().enumerate() {
        total += f.len;
        let over_count = i >= rule.keep;
        let over_size = rule.max_size.is_some_and(|max| total > max);
        if over_count || over_size {
            if dry_run {
                println!("would remove {}", f.path.display());
            } else {
                fs::remove_file(&f.path)?;
            }
            report.removed += 1;
            report.freed += f.len;
        }
    }
    Ok(report)
}
