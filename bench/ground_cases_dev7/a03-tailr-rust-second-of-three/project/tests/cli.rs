use std::io::Write;

use assert_cmd::Command;
use predicates::prelude::*;

fn log(lines: &[&str]) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    for l in lines {
        writeln!(f, "{l}").unwrap();
    }
    f
}

#[test]
fn grep_filters_lines() {
    let f = log(&["alpha", "beta", "alphabet"]);
    Command::cargo_bin("tailr").unwrap()
        .args(["--from-start", "--grep", "^alpha"]).arg(f.path())
        .assert().success()
        .stdout("alpha\nalphabet\n");
}

#[test]
fn level_filter_reads_json() {
    let f = log(&[r#"{"level":"info","msg":"up"}"#, r#"{"level":"warn","msg":"slow"}"#]);
    Command::cargo_bin("tailr").unwrap()
        .args(["--from-start", "--level", "warn"]).arg(f.path())
        .assert().success()
        .stdout(predicate::str::contains("slow").and(predicate::str::contains("up").not()));
}
