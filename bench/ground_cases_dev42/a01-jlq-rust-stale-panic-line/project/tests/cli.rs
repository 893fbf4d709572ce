use assert_cmd::Command;
use predicates::prelude::*;

const LOG: &str = r#"{"ts":"2025-10-01T10:00:00Z","level":"info","target":"api","msg":"listening on :8080"}
{"ts":"2025-10-01T10:00:01Z","level":"debug","target":"db","msg":"pool size 8"}
{"ts":"2025-10-01T10:00:05Z","level":"error","target":"api::auth","msg":"token expired"}
"#;

fn jlq() -> Command {
    Command::cargo_bin("jlq").unwrap()
}

#[test]
fn filters_by_level() {
    jlq()
        .args(["--level", "warn"])
        .write_stdin(LOG)
        .assert()
        .success()
        .stdout(predicate::str::contains("token expired"))
        .stdout(predicate::str::contains("listening").not());
}

#[test]
fn reads_stdin() {
    jlq().write_stdin(LOG).assert().success().stdout(predicate::str::contains("listening on :8080"));
}

#[test]
fn bad_level_is_an_error() {
    jlq()
        .args(["--level", "loud"])
        .write_stdin(LOG)
        .assert()
        .failure()
        .stderr(predicate::str::contains("unknown level"));
}
