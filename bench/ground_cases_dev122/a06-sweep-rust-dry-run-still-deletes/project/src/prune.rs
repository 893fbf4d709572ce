use std::fs;
use std::io;

use crate::scan::Candidate;

pub struct Summary {
    pub removed: usize,
    pub freed: u64,
    pub failed: usize,
}

pub fn prune(candidates: &[Candidate], verbose: bool, dry_run: bool) -> Summary {
    let mut summary = Summary { removed: 0, freed: 0, failed: 0 };
    for c in candidates {
        let result: io::Result<()> = if c.is_dir {
            fs::remove_dir_all(&c.path)
        } else if dry_run {
            Ok(())
        } else {
            fs::remove_file(&c.path)
        };
        match result {
            Ok(()) => {
                summary.removed += 1;
                summary.freed += c.bytes;
                if verbose || dry_run {
                    let verb = if dry_run { "would remove" } else { "removed" };
                    println!("{} {} ({})", verb, c.path.display(), human(c.bytes));
                }
            }
            Err(err) => {
                summary.failed += 1;
                eprintln!("sweep: could not remove {}: {}", c.path.display(), err);
            }
        }
    }
    summary
}

pub fn human(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["B", "KiB", "MiB", "GiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    format!("{:.1} {}", value, UNITS[unit])
}
