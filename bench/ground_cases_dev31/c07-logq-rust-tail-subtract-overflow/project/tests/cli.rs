use std::process::Command;

fn logq(args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_logq")).args(args).output().unwrap();
    (String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap(), out.status.success())
}

#[test]
fn tail_prints_last_lines() {
    let (out, _, ok) = logq(&["tail", "-n", "5", "tests/fixtures/app.log"]);
    assert!(ok);
    assert_eq!(out.lines().count(), 5);
}

#[test]
fn tail_with_level_filter() {
    let (out, _, ok) = logq(&["tail", "-n", "3", "-l", "error", "tests/fixtures/app.log"]);
    assert!(ok);
    assert!(out.lines().all(|l| l.contains("ERROR")));
}

#[test]
fn head_caps_at_file_length() {
    let (out, _, ok) = logq(&["head", "-n", "50", "tests/fixtures/small.log"]);
    assert!(ok);
    assert_eq!(out.lines().count(), 3);
}

#[test]
fn stats_counts_levels() {
    let (out, _, ok) = logq(&["stats", "tests/fixtures/app.log"]);
    assert!(ok);
    assert!(out.contains("Info"));
}
