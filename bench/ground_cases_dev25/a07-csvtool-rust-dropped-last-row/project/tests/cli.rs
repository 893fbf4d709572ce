use std::fs;

use assert_cmd::Command;
use predicates::str::contains;

const SALES: &str = "tests/fixtures/sales.csv";

fn csvtool() -> Command {
    Command::cargo_bin("csvtool").unwrap()
}

#[test]
fn counts_rows() {
    csvtool().args(["--input", SALES, "count"]).assert().success().stdout("3\n");
}

#[test]
fn passes_through_unchanged() {
    let expected = fs::read_to_string(SALES).unwrap();
    let out = csvtool().args(["--input", SALES, "select"]).output().unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), expected);
}

#[test]
fn semicolon_delimiter_round_trips() {
    csvtool()
        .args(["--delimiter", ";", "select", "--columns", "amount,region"])
        .write_stdin("region;amount\nnorth;120\n")
        .assert()
        .success()
        .stdout("amount;region\n120;north\n");
}

#[test]
fn stats_on_amount() {
    csvtool()
        .args(["--input", SALES, "stats", "amount"])
        .assert()
        .success()
        .stdout(contains("count=3 sum=295"));
}

#[test]
fn unknown_column_fails() {
    csvtool().args(["--input", SALES, "stats", "nope"]).assert().failure().stderr(contains("no column named"));
}
