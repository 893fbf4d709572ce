use assert_cmd::Command;

const LOG: &str = "\
2025-11-02T10:00:00Z INFO started
2025-11-02T10:00:01Z WARN db timeout host=db-1
2025-11-02T10:00:02Z ERROR db down host=db-2
";

#[test]
fn level_filter() {
    let out = Command::cargo_bin("logslice").unwrap().arg("level>=warn").write_stdin(LOG).output().unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), 2);
}

#[test]
fn field_and_msg() {
    let out = Command::cargo_bin("logslice")
        .unwrap()
        .arg("host==db-1 and msg~\"timeout\"")
        .write_stdin(LOG)
        .output()
        .unwrap();
    assert!(String::from_utf8(out.stdout).unwrap().contains("db timeout"));
}

#[test]
fn empty_filter_fails() {
    Command::cargo_bin("logslice").unwrap().arg("").write_stdin(LOG).assert().failure();
}
