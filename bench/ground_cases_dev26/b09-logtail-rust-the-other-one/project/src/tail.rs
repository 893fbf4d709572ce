//! Reading the end of a log file and filtering it.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};

use crate::parser::{parse_line, Entry, Level};

/// The last `n` lines of the file, oldest first.
pub fn read_tail(path: &Path, n: usize) -> Result<Vec<String>> {
    let text = fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    Ok(last_n(&lines, n).to_vec())
}

fn last_n(lines: &[String], n: usize) -> &[String] {
    &lines[lines.len() - n..]
}

/// Parsed entries at or above `min`, unparseable lines skipped.
pub fn filter(lines: &[String], min: Level, target: Option<&str>) -> Vec<Entry> {
    lines
        .iter()
        .filter_map(|l| parse_line(l))
        .filter(|e| e.level >= min)
        .filter(|e| target.map_or(true, |t| e.target == t))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_last_lines() {
        let lines: Vec<String> = (1..=5).map(|i| i.to_string()).collect();
        assert_eq!(last_n(&lines, 2), ["4", "5"]);
    }
}
