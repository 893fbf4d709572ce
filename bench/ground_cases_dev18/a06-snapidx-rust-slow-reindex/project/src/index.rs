use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result};
use log::debug;
use serde::{Deserialize, Serialize};

use crate::walk;

#[derive(Serialize, Deserialize, Default)]
pub struct Index {
    pub files: Vec<PathBuf>,
    pub postings: HashMap<String, Vec<(u32, u32)>>,
}

#[derive(Serialize, Debug)]
pub struct Hit {
    pub path: PathBuf,
    pub line: u32,
}

pub fn default_path() -> PathBuf {
    PathBuf::from(".snapidx/index.bin")
}

pub fn build_index(roots: &[PathBuf]) -> Result<Index> {
    let t = Instant::now();
    let mut paths = Vec::new();
    for root in roots {
        paths.extend(walk::source_files(root)?);
    }
    debug!("walk: {} paths in {:?}", paths.len(), t.elapsed());

    let t = Instant::now();
    let paths = dedupe_paths(paths);
    debug!("dedupe: {} unique in {:?}", paths.len(), t.elapsed());

    let t = Instant::now();
    let mut idx = Index::default();
    for (file_id, path) in paths.into_iter().enumerate() {
        let Ok(text) = fs::read_to_string(&path) else { continue };
        tokenize_into(&mut idx.postings, file_id as u32, &text);
        idx.files.push(path);
    }
    debug!("tokenize: {} tokens in {:?}", idx.postings.len(), t.elapsed());
    Ok(idx)
}

/// Several roots may overlap (e.g. `.` and `./crates`); keep each file once, in walk order.
fn dedupe_paths(paths: Vec<PathBuf>) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::with_capacity(paths.len());
    for p in paths {
        let p = p.canonicalize().unwrap_or(p);
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

fn tokenize_into(postings: &mut HashMap<String, Vec<(u32, u32)>>, file_id: u32, text: &str) {
    for (line_no, line) in text.lines().enumerate() {
        for tok in line.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
            if tok.len() < 3 || tok.len() > 64 {
                continue;
            }
            let entry = postings.entry(tok.to_lowercase()).or_default();
            if entry.last() != Some(&(file_id, line_no as u32 + 1)) {
                entry.push((file_id, line_no as u32 + 1));
            }
        }
    }
}

impl Index {
    pub fn save(&self, path: &Path) -> Result<()> {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        fs::write(path, bincode::serialize(self)?).with_context(|| format!("writing {}", path.display()))
    }

    pub fn load(path: &Path) -> Result<Index> {
        let bytes = fs::read(path).with_context(|| format!("no index at {}, run `snapidx reindex`", path.display()))?;
        Ok(bincode::deserialize(&bytes)?)
    }

    pub fn search(&self, query: &str, limit: usize) -> Vec<Hit> {
        let Some(list) = self.postings.get(&query.to_lowercase()) else { return Vec::new() };
        list.iter()
            .take(limit)
            .map(|&(f, line)| Hit { path: self.files[f as usize].clone(), line })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dedupe_keeps_first_occurrence() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a.rs");
        let b = dir.path().join("b.rs");
        fs::write(&a, "fn a() {}").unwrap();
        fs::write(&b, "fn b() {}").unwrap();
        let got = dedupe_paths(vec![a.clone(), b.clone(), a.clone()]);
        assert_eq!(got, vec![a.canonicalize().unwrap(), b.canonicalize().unwrap()]);
    }

    #[test]
    fn tokenizer_skips_short_tokens() {
        let mut p = HashMap::new();
        tokenize_into(&mut p, 0, "let x = parse_config(path);");
        assert!(p.contains_key("parse_config"));
        assert!(!p.contains_key("x"));
    }
}
