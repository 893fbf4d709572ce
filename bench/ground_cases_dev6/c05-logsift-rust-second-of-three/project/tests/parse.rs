// Integration tests need the parser as a library module.
#[path = "../src/parser.rs"]
mod parser;

#[test]
fn parses_api_line() {
    let e = parser::parse_line(
        "2025-06-22T10:00:01+08:00\t10.2.0.14\tGET\t/api/orders?page=1\t200\t5120\t0.045\t0.044",
    )
    .unwrap();
    assert_eq!(e.path, "/api/orders");
    assert_eq!(e.status, 200);
    assert_eq!(e.request_time_ms, 45);
    assert_eq!(e.upstream_ms, Some(44));
}

#[test]
fn rejects_short_line() {
    assert!(parser::parse_line("garbage").is_err());
}
