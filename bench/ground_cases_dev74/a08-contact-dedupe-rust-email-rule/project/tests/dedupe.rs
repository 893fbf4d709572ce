use std::process::Command;

#[test]
fn dry_run_prints_groups() {
    let out = Command::new(env!("CARGO_BIN_EXE_contact-dedupe"))
        .args(["tests/fixtures/small.csv", "--dry-run"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout.lines().count(), 2);
}

#[test]
fn switchboard_number_alone_does_not_merge() {
    let out = Command::new(env!("CARGO_BIN_EXE_contact-dedupe"))
        .args(["tests/fixtures/switchboard.csv", "--dry-run"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), 0);
}
