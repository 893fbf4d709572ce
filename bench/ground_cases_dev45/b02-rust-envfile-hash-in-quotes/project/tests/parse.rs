use envfile_lite::{parse_str, ParseError};
use pretty_assertions::assert_eq;

#[test]
fn basic_pairs() {
    let m = parse_str("A=1\nB = two\n").unwrap();
    assert_eq!(m["A"], "1");
    assert_eq!(m["B"], "two");
}

#[test]
fn skips_comments_and_blank_lines() {
    let m = parse_str("# comment\n\nA=1 # trailing\n").unwrap();
    assert_eq!(m.len(), 1);
    assert_eq!(m["A"], "1");
}

#[test]
fn quoted_values() {
    let m = parse_str("A=\"x y\"\nB='raw\\n'\n").unwrap();
    assert_eq!(m["A"], "x y");
    assert_eq!(m["B"], "raw\\n");
}

#[test]
fn export_prefix_is_ignored() {
    let m = parse_str("export FOO=bar\nexport   BAZ=\"q\"\n").unwrap();
    assert_eq!(m["FOO"], "bar");
    assert_eq!(m["BAZ"], "q");
}

#[test]
fn missing_equals_is_error() {
    assert_eq!(parse_str("NOPE").unwrap_err(), ParseError::MissingEquals { line: 1 });
}
