use std::path::PathBuf;

use serde::Serialize;

#[derive(Default, Debug, Serialize)]
pub struct Report {
    pub deleted: Vec<PathBuf>,
    pub freed_bytes: u64,
    pub kept_files: usize,
    pub kept_bytes: u64,
}

impl Report {
    pub fn deleted(&mut self, path: PathBuf, bytes: u64) {
        self.deleted.push(path);
        self.freed_bytes += bytes;
    }

    pub fn kept(&mut self, bytes: u64) {
        self.kept_files += 1;
        self.kept_bytes += bytes;
    }

    pub fn print_json(&self, dry_run: bool) {
        let mut v = serde_json::to_value(self).expect("report serializes");
        v["dry_run"] = dry_run.into();
        println!("{v}");
    }

    pub fn print(&self, dry_run: bool) {
        let verb = if dry_run { "would delete" } else { "deleted" };
        for p in &self.deleted {
            println!("{verb} {}", p.display());
        }
        println!(
            "{verb} {} file(s), {}; kept {} file(s), {}",
            self.deleted.len(),
            human(self.freed_bytes),
            self.kept_files,
            human(self.kept_bytes)
        );
    }
}

pub fn human(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["B", "KiB", "MiB", "GiB"];
    let mut v = bytes as f64;
    let mut i = 0;
    while v >= 1024.0 && i < UNITS.len() - 1 {
        v /= 1024.0;
        i += 1;
    }
    if i == 0 { format!("{bytes} B") } else { format!("{v:.1} {}", UNITS[i]) }
}
