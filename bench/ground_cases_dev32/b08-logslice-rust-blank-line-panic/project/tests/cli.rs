use assert_cmd::Command;
use predicates::prelude::*;
use predicates::str::contains;
use std::io::Write;

fn log_file(body: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(body.as_bytes()).unwrap();
    f
}

const SAMPLE: &str = "\
2025-10-01 09:59:59 INFO  [api] before
2025-10-01 10:00:00 WARN  [api] slow request
2025-10-01 10:15:30 ERROR [worker] job failed
2025-10-01 10:30:00 INFO  [api] after
";

#[test]
fn since_and_until() {
    let f = log_file(SAMPLE);
    Command::cargo_bin("logslice").unwrap()
        .args(["--since", "10:00", "--until", "10:30"]).arg(f.path())
        .assert().success()
        .stdout(contains("slow request").and(contains("job failed")))
        .stdout(contains("before").not());
}

#[test]
fn level_filter() {
    let f = log_file(SAMPLE);
    Command::cargo_bin("logslice").unwrap()
        .args(["--level", "error"]).arg(f.path())
        .assert().success()
        .stdout(contains("job failed"))
        .stdout(contains("slow request").not());
}
