use assert_cmd::Command;
use std::fs;

fn fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("logs")).unwrap();
    fs::create_dir_all(dir.path().join("cache")).unwrap();
    fs::write(dir.path().join("logs/app.log"), vec![0u8; 1536]).unwrap();
    fs::write(dir.path().join("cache/blob"), vec![0u8; 3 * 1024 * 1024]).unwrap();
    dir
}

#[test]
fn plain_output_lists_dirs() {
    let dir = fixture();
    let out = Command::cargo_bin("dusum").unwrap().arg(dir.path()).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("1536\tlogs"));
}

#[test]
fn human_1536_bytes_is_1_5_kib() {
    let dir = fixture();
    let out = Command::cargo_bin("dusum").unwrap().arg("--human").arg(dir.path()).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("1.5 KiB\tlogs"), "got: {text}");
}

#[test]
fn human_three_mib() {
    let dir = fixture();
    let out = Command::cargo_bin("dusum").unwrap().arg("--human").arg(dir.path()).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("3.0 MiB\tcache"), "got: {text}");
}
