use envfile::{parse, ErrorKind};

#[test]
fn simple_pairs() {
    let e = parse("A=1\nB=two\n").unwrap();
    assert_eq!(e.len(), 2);
    assert_eq!((e[0].key.as_str(), e[0].value.as_str()), ("A", "1"));
    assert_eq!((e[1].key.as_str(), e[1].value.as_str()), ("B", "two"));
}

#[test]
fn comments_and_blank_lines_are_skipped() {
    let e = parse("# header\n\nA=1 # trailing\n").unwrap();
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].value, "1");
}

#[test]
fn hash_without_space_is_part_of_value() {
    let e = parse("COLOR=#ff0000\n").unwrap();
    assert_eq!(e[0].value, "#ff0000");
}

#[test]
fn export_prefix_is_dropped() {
    let e = parse("export TOKEN=abc\n").unwrap();
    assert_eq!(e[0].key, "TOKEN");
}

#[test]
fn quoted_values() {
    let e = parse("A=\"x y\"\nB='a\\nb'\n").unwrap();
    assert_eq!(e[0].value, "x y");
    assert_eq!(e[1].value, "a\\nb");
}

#[test]
fn missing_equals_reports_line() {
    let err = parse("A=1\nNOPE\n").unwrap_err();
    assert_eq!(err.kind, ErrorKind::MissingEquals);
    assert_eq!(err.line, 1);
}

#[test]
fn crlf_values_have_no_trailing_cr() {
    let e = parse("A=1\r\nURL=postgres://app@localhost/app\r\nQ=\"quoted\"\r\n").unwrap();
    assert_eq!(e[0].value, "1");
    assert_eq!(e[1].value, "postgres://app@localhost/app");
    assert_eq!(e[2].value, "quoted");
}

#[test]
fn invalid_key() {
    let err = parse("1A=x\n").unwrap_err();
    assert_eq!(err.kind, ErrorKind::InvalidKey("1A".into()));
}
