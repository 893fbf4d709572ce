use assert_cmd::Command;

#[test]
fn prints_a_table() {
    let dir = std::env::temp_dir().join("tsvq-cli-test");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("a.tsv");
    std::fs::write(&file, "date\tamount\n2025-10-01\t100\n").unwrap();
    Command::cargo_bin("tsvq")
        .unwrap()
        .arg(&file)
        .env("HOME", &dir)
        .assert()
        .success()
        .stdout("date       | amount\n2025-10-01 | 100\n");
}
