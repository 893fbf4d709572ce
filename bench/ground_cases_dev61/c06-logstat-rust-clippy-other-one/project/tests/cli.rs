use assert_cmd::Command;

const LOG: &str = concat!(
    "10.0.0.1 - - [20/Nov/2026:10:00:00 +0800] \"GET /api/items HTTP/1.1\" 200 512 \"-\" \"curl/8.5\"\n",
    "10.0.0.2 - - [20/Nov/2026:10:00:01 +0800] \"GET /api/items HTTP/1.1\" 200 498 \"-\" \"curl/8.5\"\n",
    "10.0.0.1 - - [20/Nov/2026:10:00:02 +0800] \"POST /api/cart HTTP/1.1\" 201 77 \"-\" \"Mozilla/5.0\"\n",
    "# rotated\n",
);

#[test]
fn groups_by_path() {
    let out = Command::cargo_bin("logstat").unwrap().arg("-").write_stdin(LOG).assert().success();
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(text.lines().nth(1).unwrap().starts_with("/api/items"));
}

#[test]
fn groups_by_status() {
    let out = Command::cargo_bin("logstat")
        .unwrap()
        .args(["-", "--by", "status", "--no-header"])
        .write_stdin(LOG)
        .assert()
        .success();
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(text.starts_with("200"));
}
