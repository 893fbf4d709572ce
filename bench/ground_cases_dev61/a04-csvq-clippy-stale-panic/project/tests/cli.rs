use assert_cmd::Command;
use predicates::str::contains;

fn csvq() -> Command {
    Command::cargo_bin("csvq").unwrap()
}

const PEOPLE: &str = "name,city,age\nAda,London,36\nLinus,Helsinki,28\nGrace,\"New York, NY\",45\n";

#[test]
fn filters_by_equality() {
    csvq().args(["-w", "city=London"]).write_stdin(PEOPLE).assert().success().stdout("name,city,age\nAda,London,36\n");
}

#[test]
fn numeric_comparison() {
    csvq().args(["-w", "age>30", "-s", "name"]).write_stdin(PEOPLE).assert().success().stdout("name\nAda\nGrace\n");
}

#[test]
fn quoted_field_keeps_delimiter() {
    csvq().args(["-w", "name=Grace", "-s", "city"]).write_stdin(PEOPLE).assert().success().stdout("city\n\"New York, NY\"\n");
}

#[test]
fn unknown_column_is_an_error() {
    csvq().args(["-w", "country=DE"]).write_stdin(PEOPLE).assert().failure().stderr(contains("unknown column"));
}

#[test]
fn missing_operator_is_an_error() {
    csvq().args(["-w", "city"]).write_stdin(PEOPLE).assert().failure().stderr(contains("no operator"));
}
