use assert_cmd::Command;
use predicates::str::contains;

#[test]
fn rejects_quality_out_of_range() {
    Command::cargo_bin("imgshrink")
        .unwrap()
        .args(["--quality", "0", "x.jpg"])
        .assert()
        .failure()
        .stderr(contains("0 is not in 1..=100"));
}

#[test]
fn exits_nonzero_when_a_file_fails() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("pointer.png");
    std::fs::write(&bad, "version https://git-lfs.github.com/spec/v1\n").unwrap();
    Command::cargo_bin("imgshrink")
        .unwrap()
        .arg(&bad)
        .assert()
        .code(1)
        .stderr(contains("1 file(s) failed"));
}

#[test]
fn dry_run_on_empty_dir_reports_zero() {
    let dir = tempfile::tempdir().unwrap();
    Command::cargo_bin("imgshrink")
        .unwrap()
        .args(["--dry-run"])
        .arg(dir.path())
        .assert()
        .success()
        .stdout(contains("shrunk 0 file(s)"));
}
