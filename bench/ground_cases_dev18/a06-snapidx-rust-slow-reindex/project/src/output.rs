use std::io::{self, Write};

use anyhow::Result;

use crate::index::Hit;

/// `path:line` per hit, like grep, so editors can jump to it.
pub fn print_hits(hits: &[Hit]) {
    if hits.is_empty() {
        eprintln!("no matches");
        return;
    }
    for h in hits {
        println!("{}:{}", h.path.display(), h.line);
    }
}

/// All hits as one JSON array: `[{"path": "...", "line": 3}, ...]`.
pub fn print_hits_json(hits: &[Hit]) -> Result<()> {
    let mut out = io::stdout().lock();
    serde_json::to_writer(&mut out, hits)?;
    writeln!(out)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn prints_nothing_for_no_hits() {
        print_hits(&[]);
    }

    #[test]
    fn hit_is_debug() {
        let h = Hit { path: PathBuf::from("src/a.rs"), line: 3 };
        assert!(format!("{h:?}").contains("src/a.rs"));
    }
}
