use inikit::{parse, ErrorKind};
use pretty_assertions::assert_eq;

#[test]
fn sections_and_keys() {
    let doc = parse("top = 1\n[server]\nhost = example.org\nport: 8080\n").unwrap();
    assert_eq!(doc.get("", "top"), Some("1"));
    assert_eq!(doc.get("server", "host"), Some("example.org"));
    assert_eq!(doc.get("server", "port"), Some("8080"));
}

#[test]
fn continuation_lines_join() {
    let doc = parse("[a]\nmotd = hello\n  world\n").unwrap();
    assert_eq!(doc.get("a", "motd"), Some("hello\nworld"));
}

#[test]
fn quoted_values_keep_semicolons() {
    let doc = parse("[a]\npw = \"x;y\" \nc = plain ; comment\n").unwrap();
    assert_eq!(doc.get("a", "pw"), Some("x;y"));
    assert_eq!(doc.get("a", "c"), Some("plain"));
}

#[test]
fn missing_equals_reports_line() {
    let err = parse("[a]\njust words\n").unwrap_err();
    assert_eq!(err.kind, ErrorKind::MissingEquals);
    assert_eq!(err.line, 2);
}

#[test]
fn unclosed_section_reports_one_based_line() {
    let err = parse("[db\nuser = admin\n").unwrap_err();
    assert_eq!(err.kind, ErrorKind::UnclosedSection);
    assert_eq!(err.line, 1);
    assert_eq!(err.to_string(), "line 1, column 4: section header is missing `]`");
}

#[test]
fn sections_keep_file_order() {
    let doc = parse("[z]\n[a]\n[m]\n").unwrap();
    assert_eq!(doc.sections().collect::<Vec<_>>(), vec!["z", "a", "m"]);
}
