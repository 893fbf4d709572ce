use envline::{expand, parse, ErrorKind};

#[test]
fn simple_pairs() {
    let e = parse("A=1\nB = two \n").unwrap();
    assert_eq!((e[0].key.as_str(), e[0].value.as_str()), ("A", "1"));
    assert_eq!((e[1].key.as_str(), e[1].value.as_str()), ("B", "two"));
}

#[test]
fn comments_and_blank_lines() {
    let e = parse("# top\n\nA=1 # trailing\n\n  # indented\nB=2\n").unwrap();
    assert_eq!(e.len(), 2);
    assert_eq!(e[0].value, "1");
    assert_eq!(e[1].line, 6);
}

#[test]
fn crlf_line_endings() {
    let e = parse("# saved on Windows\r\n\r\nA=1\r\nB='two'\r\nC=\"x\"\r\n").unwrap();
    assert_eq!(e.len(), 3);
    assert_eq!(e[0].value, "1");
    assert_eq!(e[1].value, "two");
    assert_eq!(e[2].value, "x");
    assert_eq!(e[0].line, 3);
}

#[test]
fn quoted_values() {
    let e = parse("A='x # y'\nB=\"a\\tb\"\n").unwrap();
    assert_eq!(e[0].value, "x # y");
    assert_eq!(e[1].value, "a\tb");
}

#[test]
fn multiline_double_quoted() {
    let e = parse("KEY=\"-----BEGIN-----\nabc\n-----END-----\"\nNEXT=1\n").unwrap();
    assert_eq!(e[0].value, "-----BEGIN-----\nabc\n-----END-----");
    assert_eq!(e[1].line, 4);
}

#[test]
fn missing_equals_reports_line() {
    let err = parse("A=1\nnope\n").unwrap_err();
    assert_eq!(err.kind, ErrorKind::MissingEquals);
    assert_eq!(err.line, 2);
}

#[test]
fn unterminated_quote() {
    let err = parse("A=\"open\nB=1\n").unwrap_err();
    assert_eq!(err.kind, ErrorKind::UnterminatedQuote);
    assert_eq!(err.line, 1);
}

#[test]
fn expansion_uses_earlier_entries() {
    let e = expand(&parse("HOST=db\nURL=postgres://${HOST}/app\nSELF=${SELF}\n").unwrap());
    assert_eq!(e[1].value, "postgres://db/app");
    assert_eq!(e[2].value, "");
}
