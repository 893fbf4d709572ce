use std::fs;
use std::path::Path;

use anyhow::Context;

/// Read a delimited file into rows of cells. Empty lines are skipped.
pub fn read_rows(path: &Path, delimiter: char) -> anyhow::Result<Vec<Vec<String>>> {
    let text = fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    Ok(text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.split(delimiter).map(|c| c.trim().to_string()).collect())
        .collect())
}
