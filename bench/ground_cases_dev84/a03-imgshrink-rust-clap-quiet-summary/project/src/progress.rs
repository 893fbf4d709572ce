use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

pub fn bar(len: u64, quiet: bool) -> ProgressBar {
    let in_ci = std::env::var_os("CI").is_some();
    if quiet || in_ci || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let pb = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr_with_hz(5));
    pb.set_style(
        ProgressStyle::with_template("{spinner} [{bar:30}] {pos}/{len} {wide_msg}")
            .unwrap()
            .progress_chars("=> "),
    );
    pb
}
