use std::collections::BTreeMap;

use crate::scan::{Entry, ExtStats};
use crate::util::human;

pub fn print_top(entries: &[Entry]) {
    for e in entries {
        println!("{:>10}  {}", human(e.size), e.path.display());
    }
}

pub fn print_stats_json(stats: &BTreeMap<String, ExtStats>) {
    println!("{}", serde_json::to_string_pretty(stats).expect("stats serialize"));
}

pub fn print_stats(stats: &BTreeMap<String, ExtStats>) {
    let mut rows: Vec<_> = stats.iter().collect();
    rows.sort_by(|a, b| b.1.bytes.cmp(&a.1.bytes));
    println!("{:<12} {:>8} {:>10}", "ext", "files", "size");
    for (ext, s) in rows {
        println!("{:<12} {:>8} {:>10}", ext, s.files, human(s.bytes));
    }
}
