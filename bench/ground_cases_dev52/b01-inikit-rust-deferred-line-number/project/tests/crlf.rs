use inikit::parse;

#[test]
fn crlf_values_have_no_carriage_return() {
    let doc = parse("[db]\r\nuser = admin\r\npass = \"s3cret\"\r\n").unwrap();
    assert_eq!(doc.get("db", "user"), Some("admin"));
    assert_eq!(doc.get("db", "pass"), Some("s3cret"));
}

#[test]
fn crlf_continuation_lines() {
    let doc = parse("[a]\r\nmotd = hello\r\n  world\r\n").unwrap();
    assert_eq!(doc.get("a", "motd"), Some("hello\nworld"));
}

#[test]
fn mixed_line_endings() {
    let doc = parse("[a]\nx = 1\r\ny = 2\n").unwrap();
    assert_eq!(doc.get("a", "x"), Some("1"));
    assert_eq!(doc.get("a", "y"), Some("2"));
}
