use std::collections::{HashMap, HashSet};
use std::io::Read;
use std::path::Path;

use anyhow::Result;
use globset::{Glob, GlobSet, GlobSetBuilder};
use md5::{Digest, Md5};
use walkdir::WalkDir;

pub enum Action {
    Put(String),
    Delete(String),
}

pub struct Plan {
    pub actions: Vec<Action>,
    pub unchanged: usize,
}

impl Plan {
    pub fn summary(&self) -> String {
        let puts = self.actions.iter().filter(|a| matches!(a, Action::Put(_))).count();
        let deletes = self.actions.len() - puts;
        format!("{puts} to upload, {deletes} to delete, {} unchanged", self.unchanged)
    }
}

fn excludes(patterns: &[String]) -> Result<GlobSet> {
    let mut b = GlobSetBuilder::new();
    for p in patterns {
        b.add(Glob::new(p)?);
    }
    Ok(b.build()?)
}

fn md5_hex(path: &Path) -> Result<String> {
    let mut f = std::fs::File::open(path)?;
    let mut h = Md5::new();
    let mut buf = [0u8; 64 * 1024];
    loop {
        let n = f.read(&mut buf)?;
        if n == 0 {
            break;
        }
        h.update(&buf[..n]);
    }
    Ok(format!("{:x}", h.finalize()))
}

pub fn build(root: &Path, remote: &HashMap<String, String>, exclude: &[String], delete: bool) -> Result<Plan> {
    let skip = excludes(exclude)?;
    let mut actions = Vec::new();
    let mut seen = HashSet::new();
    let mut unchanged = 0;
    for entry in WalkDir::new(root).into_iter().filter_map(|e| e.ok()).filter(|e| e.file_type().is_file()) {
        let rel = entry.path().strip_prefix(root)?.to_string_lossy().replace('\\', "/");
        if skip.is_match(&rel) {
            continue;
        }
        seen.insert(rel.clone());
        match remote.get(&rel) {
            Some(etag) if *etag == md5_hex(entry.path())? => unchanged += 1,
            _ => actions.push(Action::Put(rel)),
        }
    }
    if delete {
        actions.extend(remote.keys().filter(|k| !seen.contains(*k)).map(|k| Action::Delete(k.clone())));
    }
    Ok(Plan { actions, unchanged })
}
