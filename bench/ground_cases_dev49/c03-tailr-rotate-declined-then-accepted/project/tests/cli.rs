use std::io::Write;

use assert_cmd::Command;
use predicates::str::contains;

fn log_file(lines: &[&str]) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    for l in lines {
        writeln!(f, "{l}").unwrap();
    }
    f
}

#[test]
fn prints_only_matching_lines() {
    let f = log_file(&["INFO start", "ERROR disk full", "INFO done"]);
    Command::cargo_bin("tailr")
        .unwrap()
        .args(["-e", "ERROR"])
        .arg(f.path())
        .assert()
        .success()
        .stdout("[ERROR] ERROR disk full\n");
}

#[test]
fn max_stops_early() {
    let f = log_file(&["E1", "E2", "E3"]);
    Command::cargo_bin("tailr")
        .unwrap()
        .args(["-e", "E", "-n", "2"])
        .arg(f.path())
        .assert()
        .success()
        .stdout(contains("E2").and(contains("E3").not()));
}

#[test]
fn stats_counts_hits() {
    let f = log_file(&["WARN a", "ERROR b", "WARN c"]);
    Command::cargo_bin("tailr")
        .unwrap()
        .args(["-e", "WARN", "-e", "ERROR", "--stats"])
        .arg(f.path())
        .assert()
        .success()
        .stdout(contains("       2  WARN"));
}
