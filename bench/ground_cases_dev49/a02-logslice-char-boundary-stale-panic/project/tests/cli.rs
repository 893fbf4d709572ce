use assert_cmd::Command;
use predicates::prelude::PredicateBooleanExt;
use predicates::str::contains;
use std::io::Write;

fn logfile(lines: &[&str]) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    for l in lines {
        writeln!(f, "{l}").unwrap();
    }
    f
}

#[test]
fn filters_by_level() {
    let f = logfile(&[
        "2025-11-02T09:14:03Z INFO  api::auth: login ok",
        "2025-11-02T09:14:04Z WARN  api::auth: token refresh failed",
    ]);
    Command::cargo_bin("logslice")
        .unwrap()
        .args(["--level", "warn"])
        .arg(f.path())
        .assert()
        .success()
        .stdout(contains("token refresh failed"))
        .stdout(contains("login ok").not());
}

#[test]
fn json_output() {
    let f = logfile(&["2025-11-02T09:14:03Z ERROR db: \"quoted\""]);
    Command::cargo_bin("logslice")
        .unwrap()
        .arg("--json")
        .arg(f.path())
        .assert()
        .success()
        .stdout(contains(r#""msg":"\"quoted\"""#));
}
