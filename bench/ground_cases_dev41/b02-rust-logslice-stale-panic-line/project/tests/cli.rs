use std::io::Write;

use assert_cmd::Command;
use predicates::prelude::*;
use tempfile::NamedTempFile;

const LOG: &str = "\
2024-03-01T09:59:58 INFO worker starting
2024-03-01T10:00:01 ERROR job 7 failed
java.lang.IllegalStateException: queue closed
\tat com.example.billing.Worker.run(Worker.java:42)
\tat java.base/java.lang.Thread.run(Thread.java:1583)
2024-03-01T10:00:09 INFO job 8 done
2024-03-01T10:01:00 INFO worker idle
";

fn log_file() -> NamedTempFile {
    let mut f = NamedTempFile::new().unwrap();
    f.write_all(LOG.as_bytes()).unwrap();
    f
}

#[test]
fn filters_by_since_and_until() {
    let f = log_file();
    Command::cargo_bin("logslice").unwrap()
        .args([f.path().to_str().unwrap(), "--since", "2024-03-01 10:00:05", "--until", "2024-03-01 10:01:00"])
        .assert()
        .success()
        .stdout("2024-03-01T10:00:09 INFO job 8 done\n");
}

#[test]
fn keeps_continuation_lines() {
    let f = log_file();
    Command::cargo_bin("logslice").unwrap()
        .args([f.path().to_str().unwrap(), "--since", "2024-03-01 10:00:00", "--until", "2024-03-01 10:00:05"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Worker.java:42"))
        .stdout(predicate::str::contains("queue closed"));
}

#[test]
fn rejects_bad_time() {
    let f = log_file();
    Command::cargo_bin("logslice").unwrap()
        .args([f.path().to_str().unwrap(), "--since", "yesterday"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("cannot read time"));
}
