use std::fs;
use std::path::Path;

use globset::{Glob, GlobSet, GlobSetBuilder};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct RawRules {
    #[serde(default)]
    remove: Vec<String>,
    #[serde(default)]
    protect: Vec<String>,
    #[serde(default = "default_true")]
    remove_empty_dirs: bool,
}

fn default_true() -> bool {
    true
}

#[derive(Debug)]
pub struct Rules {
    remove: GlobSet,
    protect: GlobSet,
    pub remove_empty_dirs: bool,
}

fn build(patterns: &[impl AsRef<str>]) -> GlobSet {
    let mut b = GlobSetBuilder::new();
    for p in patterns {
        b.add(Glob::new(p.as_ref()).expect("invalid glob"));
    }
    b.build().expect("glob set")
}

impl Rules {
    pub fn from_patterns(remove: &[&str], protect: &[&str]) -> Rules {
        Rules { remove: build(remove), protect: build(protect), remove_empty_dirs: true }
    }

    pub fn matches_name(&self, path: &Path) -> bool {
        path.file_name().map(|n| self.remove.is_match(n)).unwrap_or(false)
    }

    pub fn is_protected(&self, path: &Path) -> bool {
        self.protect.is_match(path)
    }
}

pub fn load(path: &Path) -> anyhow::Result<Rules> {
    let raw: RawRules = toml::from_str(&fs::read_to_string(path)?)?;
    Ok(Rules { remove: build(&raw.remove), protect: build(&raw.protect), remove_empty_dirs: raw.remove_empty_dirs })
}
