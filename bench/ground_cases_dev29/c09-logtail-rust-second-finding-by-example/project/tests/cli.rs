use std::io::Write;
use std::process::{Command, Stdio};

fn logtail(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_logtail"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn logtail");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "exit status {:?}", out.status);
    String::from_utf8(out.stdout).unwrap()
}

const SAMPLE: &str = "\
2025-11-12T08:00:01Z INFO order 1001 created
2025-11-12T08:00:02Z DEBUG cache miss order:1001
2025-11-12T08:00:03Z WARN payment retry 2/3
    at PaymentClient.call(PaymentClient.java:88)
2025-11-12T08:00:04Z ERROR payment failed order 1001
";

#[test]
fn default_level_is_info() {
    let out = logtail(&[], SAMPLE);
    assert!(out.contains("order 1001 created"));
    assert!(!out.contains("cache miss"));
}

#[test]
fn level_warn_keeps_errors() {
    let out = logtail(&["--level", "warn"], SAMPLE);
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        [
            "2025-11-12T08:00:03Z WARN payment retry 2/3",
            "2025-11-12T08:00:04Z ERROR payment failed order 1001",
        ]
    );
}

#[test]
fn since_timestamp_drops_older_lines() {
    assert!(logtail(&["--since", "2025-11-12T08:00:01Z"], SAMPLE).contains("order 1001 created"));
    assert!(!logtail(&["--since", "2025-11-12T08:00:02Z"], SAMPLE).contains("order 1001 created"));
}
