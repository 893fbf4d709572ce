use lgx::parser::{parse_line, truncate_field};

#[test]
fn parses_basic_line() {
    let r = parse_line(r#"ts=2025-11-03T10:00:00Z level=INFO msg="order created" order_id=88"#, 256).unwrap();
    assert_eq!(r.ts, "2025-11-03T10:00:00Z");
    assert_eq!(r.level, "info");
    assert_eq!(r.fields.get("msg").unwrap(), "order created");
    assert_eq!(r.fields.get("order_id").unwrap(), "88");
}

#[test]
fn maps_warning_and_fatal() {
    let w = parse_line("ts=1 level=WARNING msg=x", 256).unwrap();
    assert_eq!(w.level, "warn");
    let f = parse_line("ts=1 level=fatal msg=x", 256).unwrap();
    assert_eq!(f.level, "error");
}

#[test]
fn skips_comments_and_blank() {
    assert!(parse_line("", 256).is_none());
    assert!(parse_line("# header", 256).is_none());
    assert!(parse_line("level=info msg=no-ts", 256).is_none());
}

#[test]
fn truncates_long_ascii() {
    assert_eq!(truncate_field("abcdefgh", 4), "abcd…");
    assert_eq!(truncate_field("abc", 4), "abc");
}

#[test]
fn to_json_escapes_quotes() {
    let r = parse_line(r#"ts=1 msg="say \"hi\"""#, 256).unwrap();
    assert!(r.to_json().starts_with("{\"ts\":\"1\""));
}
