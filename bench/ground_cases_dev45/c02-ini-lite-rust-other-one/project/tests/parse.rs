use ini_lite::{Error, Ini};

const SAMPLE: &str = "
; global settings
name = demo

[server]
host = 127.0.0.1
port = 8080   # default port
tls = on
";

#[test]
fn parses_sections() {
    let ini = Ini::parse(SAMPLE).unwrap();
    assert_eq!(ini.sections().collect::<Vec<_>>(), vec!["default", "server"]);
    assert_eq!(ini.get("default", "name"), Some("demo"));
}

#[test]
fn trailing_comment_is_stripped() {
    let ini = Ini::parse(SAMPLE).unwrap();
    assert_eq!(ini.get_as::<u16>("server", "port"), Some(8080));
}

#[test]
fn quoted_value_keeps_semicolon() {
    let ini = Ini::parse("[db]\nurl = \"jdbc:x;user=a\"\n").unwrap();
    assert_eq!(ini.get("db", "url"), Some("jdbc:x;user=a"));
}

#[test]
fn lookup_is_case_insensitive() {
    let ini = Ini::parse("[Server]\nPort = 8080\n").unwrap();
    assert_eq!(ini.get("Server", "Port"), Some("8080"));
    assert!(ini.has_section("SERVER"));
}

#[test]
fn bool_values() {
    let ini = Ini::parse(SAMPLE).unwrap();
    assert_eq!(ini.get_bool("server", "tls"), Some(true));
}

#[test]
fn missing_equals_is_an_error() {
    assert_eq!(Ini::parse("[a]\nnope\n").unwrap_err(), Error::MissingEquals { line: 2 });
}
