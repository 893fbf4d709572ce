use std::fs;
use std::io;

use crate::scan::Found;

pub fn human(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["B", "KiB", "MiB", "GiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

/// Remove every found directory; returns the number of bytes freed.
pub fn remove_all(dirs: &[Found], dry_run: bool) -> io::Result<u64> {
    let mut freed = 0;
    for d in dirs {
        if dry_run {
            println!("would remove {} ({}, {} days old)", d.path.display(), human(d.size), d.age_days);
        }
        fs::remove_dir_all(&d.path)?;
        println!("removed {} ({})", d.path.display(), human(d.size));
        freed += d.size;
    }
    Ok(freed)
}
