use tlog::checksum::crc32;
use tlog::record::Side;
use tlog::{parse_line, ParseError};

fn line(body: &str) -> String {
    format!("{body}#{:08x}", crc32(body.as_bytes()))
}

#[test]
fn parses_a_buy() {
    let r = parse_line(&line("1700000000|SH600519|B|100|182500|open")).unwrap();
    assert_eq!(r.side, Side::Buy);
    assert_eq!(r.price_ticks, 182_500);
}

#[test]
fn rejects_bad_checksum() {
    assert_eq!(parse_line("1|X|B|1|1|n#00000000"), Err(ParseError::BadChecksum));
}
