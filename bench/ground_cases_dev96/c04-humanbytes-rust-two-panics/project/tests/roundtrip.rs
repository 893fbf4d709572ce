use humanbytes::{format_size, format_size_with, parse_size, FormatOptions, ParseError, Style, GIB, KIB, MIB};

#[test]
fn parses_units_case_insensitively() {
    assert_eq!(parse_size("1kib"), Ok(KIB));
    assert_eq!(parse_size("1 KiB"), Ok(KIB));
    assert_eq!(parse_size("1KB"), Ok(1000));
}

#[test]
fn parses_fractions() {
    assert_eq!(parse_size("1.5 GiB"), Ok(GIB + GIB / 2));
    assert_eq!(parse_size("0.5k"), Ok(500));
}

#[test]
fn rejects_garbage() {
    assert_eq!(parse_size("   "), Err(ParseError::Empty));
    assert_eq!(parse_size("5 parsecs"), Err(ParseError::UnknownUnit("parsecs".into())));
    assert_eq!(parse_size("1.2.3MB"), Err(ParseError::InvalidNumber("1.2.3".into())));
}

#[test]
fn formats_both_styles() {
    assert_eq!(format_size(0, Style::Binary), "0 B");
    assert_eq!(format_size(1023, Style::Binary), "1023 B");
    assert_eq!(format_size(10 * MIB, Style::Binary), "10.0 MiB");
    assert_eq!(format_size(1_500_000, Style::Decimal), "1.5 MB");
}

#[test]
fn precision_and_space() {
    let opts = FormatOptions { precision: 2, space: false, ..FormatOptions::default() };
    assert_eq!(format_size_with(3 * MIB / 2, opts), "1.50MiB");
}

#[test]
fn round_trips_within_rounding() {
    for n in [0, 1, 1023, 1024, 1536, 10 * MIB, 7 * GIB + 123] {
        let text = format_size(n, Style::Binary);
        let back = parse_size(&text).unwrap();
        assert!((back as f64 - n as f64).abs() <= n as f64 * 0.05, "{n} -> {text} -> {back}");
    }
}
