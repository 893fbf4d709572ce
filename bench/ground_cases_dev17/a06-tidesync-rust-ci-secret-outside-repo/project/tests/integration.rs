//! Runs against a real bucket. Needs AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY
//! and TIDESYNC_TEST_BUCKET; ignored by default.

use std::process::Command;

fn bucket() -> String {
    std::env::var("TIDESYNC_TEST_BUCKET").expect("TIDESYNC_TEST_BUCKET not set")
}

fn tidesync(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tidesync")).args(args).output().expect("run tidesync")
}

#[test]
#[ignore]
fn uploads_and_lists() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "hello").unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    std::fs::write(dir.path().join("sub/b.txt"), "world").unwrap();
    let prefix = format!("s3://{}/ci-{}", bucket(), uuid::Uuid::new_v4());

    let out = tidesync(&[dir.path().to_str().unwrap(), &prefix]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "upload failed: {stderr}");

    let out = tidesync(&[dir.path().to_str().unwrap(), &prefix, "--dry-run"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("0 to upload"), "second run should be a no-op, got: {stdout}");
}
