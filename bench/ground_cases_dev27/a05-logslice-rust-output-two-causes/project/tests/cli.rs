use assert_cmd::Command;
use predicates::str::contains;
use std::fs;

const LOG: &str = concat!(
    "{\"ts\":\"2025-02-01T10:00:00Z\",\"level\":\"info\",\"msg\":\"start\"}\n",
    "{\"ts\":\"2025-02-01T10:05:00Z\",\"level\":\"error\",\"msg\":\"boom\"}\n",
    "{\"ts\":\"2025-02-01T11:00:00Z\",\"level\":\"warn\",\"msg\":\"slow\"}\n",
);

#[test]
fn filters_by_level_to_stdout() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("app.log");
    fs::write(&log, LOG).unwrap();
    Command::cargo_bin("logslice").unwrap()
        .current_dir(dir.path())
        .args(["--level", "error", log.to_str().unwrap()])
        .assert()
        .success()
        .stdout(contains("boom"));
}

#[test]
fn writes_to_output_file() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("app.log");
    let out = dir.path().join("out.jsonl");
    fs::write(&log, LOG).unwrap();
    Command::cargo_bin("logslice").unwrap()
        .current_dir(dir.path())
        .args(["--until", "2025-02-01T10:30:00Z", "-o", out.to_str().unwrap(), log.to_str().unwrap()])
        .assert()
        .success();
    assert_eq!(fs::read_to_string(out).unwrap().lines().count(), 2);
}
