use std::io::Write;
use std::process::{Command, Stdio};

const SAMPLE: &str = "\
2024-03-01T09:00:00Z INFO service started
2024-03-01T10:15:00Z WARN slow query 2.3s
2024-03-01T11:30:00Z ERROR disk full
    at storage::write (src/storage.rs:88)
2024-03-01T11:59:59Z INFO retry ok
";

fn run(args: &[&str], input: &str, envs: &[(&str, &str)]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_logslice"))
        .args(args)
        .envs(envs.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn logslice");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "logslice failed: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn since_absolute() {
    let out = run(&["--since", "2024-03-01T11:00:00Z"], SAMPLE, &[]);
    assert_eq!(
        out,
        "2024-03-01T11:30:00Z ERROR disk full\n    at storage::write (src/storage.rs:88)\n2024-03-01T11:59:59Z INFO retry ok\n"
    );
}

#[test]
fn level_warn_and_above() {
    let out = run(&["--level", "warn"], SAMPLE, &[]);
    assert!(out.contains("WARN slow query"));
    assert!(out.contains("ERROR disk full"));
    assert!(!out.contains("INFO"));
}

#[test]
fn since_relative_excludes_old_lines() {
    // now = 2024-03-01T12:00:00Z
    let out = run(&["--since", "1h"], SAMPLE, &[("LOGSLICE_NOW", "1709294400")]);
    assert_eq!(out, "2024-03-01T11:30:00Z ERROR disk full\n    at storage::write (src/storage.rs:88)\n2024-03-01T11:59:59Z INFO retry ok\n");
}

#[test]
fn until_is_exclusive() {
    let out = run(&["--until", "2024-03-01T10:15:00Z"], SAMPLE, &[]);
    assert!(out.starts_with("2024-03-01T09:00:00Z INFO service started\n"));
    assert!(!out.contains("WARN slow query"));
}
