use assert_cmd::Command;
use predicates::str::contains;

const SAMPLE: &str = "id,amount,city\n1,12.5,Shanghai\n2,,Hangzhou\n3,7,\n";

#[test]
fn stats_counts_rows_and_nulls() {
    Command::cargo_bin("csvq")
        .unwrap()
        .args(["stats", "-"])
        .write_stdin(SAMPLE)
        .assert()
        .success()
        .stdout(contains("rows: 3"))
        .stdout(contains("nulls=1"));
}

#[test]
fn export_json_lines() {
    Command::cargo_bin("csvq")
        .unwrap()
        .args(["export", "-", "--to", "json"])
        .write_stdin(SAMPLE)
        .assert()
        .success()
        .stdout(contains(r#""city":"Hangzhou""#));
}

#[test]
fn semicolon_delimiter() {
    Command::cargo_bin("csvq")
        .unwrap()
        .args(["stats", "-d", ";", "-"])
        .write_stdin("id;amount\n1;3\n2;9\n")
        .assert()
        .success()
        .stdout(contains("min=3 max=9"));
}

#[test]
fn missing_file_exits_2() {
    Command::cargo_bin("csvq")
        .unwrap()
        .args(["stats", "nope.csv"])
        .assert()
        .code(2)
        .stderr(contains("cannot open nope.csv"));
}
