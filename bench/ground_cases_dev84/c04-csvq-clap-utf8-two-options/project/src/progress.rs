use std::io::IsTerminal;
use std::path::Path;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

const THRESHOLD: u64 = 10 * 1024 * 1024;

/// A byte progress bar on stderr for big files, hidden for small files and stdin.
pub fn for_file(path: &Path) -> ProgressBar {
    let len = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    if len < THRESHOLD || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len);
    bar.set_style(
        ProgressStyle::with_template("{spinner} {bytes}/{total_bytes} [{bar:40}] {eta}")
            .unwrap()
            .progress_chars("=> "),
    );
    bar.enable_steady_tick(Duration::from_millis(120));
    bar
}
