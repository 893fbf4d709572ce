//! The config file: one `[section]` per log directory.
//!
//! ```text
//! [nginx]
//! dir = /var/log/nginx
//! pattern = access.log.
//! max_size = 2G      # K, M, G (powers of 1000) or a plain number of bytes
//! keep = 14
//! ```

use std::fs;
use std::path::{Path, PathBuf};

use crate::size::parse_size;

#[derive(Debug, Clone)]
pub struct Rule {
    pub name: String,
    pub dir: PathBuf,
    pub prefix: String,
    pub max_size: Option<u64>,
    pub keep: usize,
}

pub fn load(path: &Path) -> Result<Vec<Rule>, String> {
    let text = fs::read_to_string(path).map_err(|e| e.to_string())?;
    parse(&text)
}

pub fn parse(text: &str) -> Result<Vec<Rule>, String> {
    let mut rules: Vec<Rule> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            rules.push(Rule {
                name: name.to_string(),
                dir: PathBuf::new(),
                prefix: String::new(),
                max_size: None,
                keep: 7,
            });
            continue;
        }
        let rule = rules
            .last_mut()
            .ok_or(format!("line {}: setting outside a [section]", n + 1))?;
        let (key, value) = line
            .split_once('=')
            .ok_or(format!("line {}: expected key = value", n + 1))?;
        let value = value.trim();
        match key.trim() {
            "dir" => rule.dir = PathBuf::from(value),
            "pattern" => rule.prefix = value.to_string(),
            "max_size" => {
                rule.max_size = Some(parse_size(value).map_err(|e| format!("line {}: {e}", n + 1))?)
            }
            "keep" => {
                rule.keep = value
                    .parse()
                    .map_err(|_| format!("line {}: keep must be a number", n + 1))?
            }
            other => return Err(format!("line {}: unknown key {other}", n + 1)),
        }
    }
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_sections() {
        let rules = parse("[nginx]\ndir = /var/log/nginx\npattern = access.log.\nmax_size = 2G\nkeep = 14\n").unwrap();
        assert_eq!(rules.len(), 1);
        assert_eq!(rules[0].max_size, Some(2_000_000_000));
        assert_eq!(rules[0].keep, 14);
    }

    #[test]
    fn rejects_orphan_setting() {
        assert!(parse("keep = 3\n").is_err());
    }
}
