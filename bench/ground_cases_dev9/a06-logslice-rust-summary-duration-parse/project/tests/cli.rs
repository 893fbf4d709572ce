use assert_cmd::Command;
use predicates::prelude::*;

const SAMPLE: &str = "\
2025-03-02T10:15:00Z INFO  started worker=3
2025-03-02T10:15:02Z WARN  payment retry scheduled id=88
2025-03-02T10:15:09Z ERROR payment failed id=88
2025-03-02T10:16:00Z DEBUG heartbeat
";

#[test]
fn level_filters_below_minimum() {
    Command::cargo_bin("logslice")
        .unwrap()
        .args(["--level", "warn"])
        .write_stdin(SAMPLE)
        .assert()
        .success()
        .stdout(predicate::str::contains("WARN").and(predicate::str::contains("INFO").not()));
}

#[test]
fn level_is_case_insensitive() {
    for lvl in ["WARN", "Warn", "warn"] {
        Command::cargo_bin("logslice")
            .unwrap()
            .args(["--level", lvl])
            .write_stdin(SAMPLE)
            .assert()
            .success()
            .stdout(predicate::str::contains("ERROR payment failed"));
    }
}

#[test]
fn count_prints_number_of_matches() {
    Command::cargo_bin("logslice")
        .unwrap()
        .args(["-c", "-g", "payment"])
        .write_stdin(SAMPLE)
        .assert()
        .success()
        .stdout("2\n");
}

#[test]
fn grep_and_invert() {
    Command::cargo_bin("logslice")
        .unwrap()
        .args(["-g", "payment", "-v"])
        .write_stdin(SAMPLE)
        .assert()
        .success()
        .stdout("2025-03-02T10:15:00Z INFO  started worker=3\n2025-03-02T10:16:00Z DEBUG heartbeat\n");
}
