use crate::checksum;
use crate::tokenize;

#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub ts: u64,
    pub symbol: String,
    pub side: Side,
    pub qty: u32,
    pub price_ticks: i64,
    pub note: String,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Side {
    Buy,
    Sell,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    BadChecksum,
    FieldCount(usize),
    BadField(&'static str),
}

pub fn parse_line(line: &str) -> Result<Record, ParseError> {
    if !checksum::verify(line) {
        return Err(ParseError::BadChecksum);
    }
    let (body, _) = line.rsplit_once('#').unwrap();
    let f = tokenize::fields(body);
    if f.len() != 6 {
        return Err(ParseError::FieldCount(f.len()));
    }
    let side = match f[2].as_ref() {
        "B" => Side::Buy,
        "S" => Side::Sell,
        _ => return Err(ParseError::BadField("side")),
    };
    Ok(Record {
        ts: f[0].parse().map_err(|_| ParseError::BadField("ts"))?,
        symbol: f[1].to_string(),
        side,
        qty: f[3].parse().map_err(|_| ParseError::BadField("qty"))?,
        price_ticks: f[4].parse().map_err(|_| ParseError::BadField("price"))?,
        note: f[5].to_string(),
    })
}
