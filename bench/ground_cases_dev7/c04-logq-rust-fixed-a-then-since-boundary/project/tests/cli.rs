use assert_cmd::Command;
use predicates::prelude::*;

const LOG: &str = r#"{"ts":"2024-06-01T00:00:00Z","level":"info","msg":"boot"}
{"ts":"2024-06-01T00:00:05Z","level":"warn","msg":"slow disk","dev":"sda"}
{"ts":"2024-06-01T00:01:00Z","level":"error","msg":"upload failed","code":503}
"#;

#[test]
fn filters_by_level() {
    Command::cargo_bin("logq")
        .unwrap()
        .args(["--level", "warn"])
        .write_stdin(LOG)
        .assert()
        .success()
        .stdout(predicate::str::contains("slow disk"))
        .stdout(predicate::str::contains("upload failed"))
        .stdout(predicate::str::contains("boot").not());
}

#[test]
fn until_is_exclusive() {
    Command::cargo_bin("logq")
        .unwrap()
        .args(["--until", "2024-06-01T00:01:00Z"])
        .write_stdin(LOG)
        .assert()
        .success()
        .stdout(predicate::str::contains("slow disk"))
        .stdout(predicate::str::contains("upload failed").not());
}

#[test]
fn missing_level_defaults_to_info() {
    Command::cargo_bin("logq")
        .unwrap()
        .write_stdin("{\"ts\":\"2024-06-01T00:00:00Z\",\"msg\":\"no level here\"}\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("INFO  no level here"));
}
