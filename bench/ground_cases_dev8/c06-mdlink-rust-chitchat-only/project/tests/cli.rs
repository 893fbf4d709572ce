use std::fs;
use std::process::Command;

#[test]
fn reports_missing_local_file() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("a.md"), "see [b](b.md) and [c](c.md)\n").unwrap();
    fs::write(dir.path().join("b.md"), "# b\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mdlink")).arg(dir.path()).arg("--offline").output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("c.md (no such file)"));
    assert!(stdout.contains("2 links checked, 1 broken"));
}
