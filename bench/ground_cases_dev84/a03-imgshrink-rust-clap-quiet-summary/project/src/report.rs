use crate::shrink::Outcome;

pub fn human(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["B", "KB", "MB", "GB"];
    let mut v = bytes as f64;
    let mut i = 0;
    while v >= 1024.0 && i < UNITS.len() - 1 {
        v /= 1024.0;
        i += 1;
    }
    if i == 0 {
        format!("{bytes} B")
    } else {
        format!("{v:.1} {}", UNITS[i])
    }
}

pub fn print_summary(done: &[Outcome]) {
    let saved: u64 = done.iter().map(|o| o.before.saturating_sub(o.after)).sum();
    println!("shrunk {} file(s), saved {}", done.len(), human(saved));
}

pub fn print_failures(failed: &[(String, String)]) {
    for (path, err) in failed {
        eprintln!("error: {path}: {err}");
    }
    if !failed.is_empty() {
        eprintln!("{} file(s) failed", failed.len());
    }
}
