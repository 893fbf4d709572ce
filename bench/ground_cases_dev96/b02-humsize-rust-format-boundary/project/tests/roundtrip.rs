use humsize::{format_size, parse_size, Size};

#[test]
fn format_then_parse_is_close() {
    for n in [0u64, 1, 512, 1536, 3 * 1024 * 1024, 5 << 30] {
        let text = format_size(n);
        let back = parse_size(&text.replace(' ', "")).unwrap();
        let diff = back.abs_diff(n) as f64;
        assert!(diff <= n as f64 * 0.05, "{n} -> {text} -> {back}");
    }
}

#[test]
fn size_implements_from_str_and_display() {
    let size: Size = "2GiB".parse().unwrap();
    assert_eq!(size, Size(2 << 30));
    assert_eq!(size.to_string(), "2.0 GiB");
}

#[test]
fn size_orders_by_bytes() {
    let mut sizes = vec![Size(10), Size(1 << 20), Size(512)];
    sizes.sort();
    assert_eq!(sizes, vec![Size(10), Size(512), Size(1 << 20)]);
}

#[test]
fn parse_error_is_std_error() {
    let err: Box<dyn std::error::Error> = Box::new(parse_size("12 XB").unwrap_err());
    assert!(err.to_string().contains("unknown unit"));
}
