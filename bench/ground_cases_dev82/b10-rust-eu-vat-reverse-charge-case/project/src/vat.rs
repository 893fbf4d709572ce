use rust_decimal::Decimal;
use rust_decimal_macros::dec;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RateKind {
    Standard,
    Reduced,
}

/// VAT rates per EU country (ISO 3166-1 alpha-2, upper case), in percent.
pub fn rate(country: &str, kind: RateKind) -> Option<Decimal> {
    let r = match (country, kind) {
        ("DE", RateKind::Standard) => dec!(19),
        ("DE", RateKind::Reduced) => dec!(7),
        ("FR", RateKind::Standard) => dec!(20),
        ("FR", RateKind::Reduced) => dec!(5.5),
        ("NL", RateKind::Standard) => dec!(21),
        ("NL", RateKind::Reduced) => dec!(9),
        ("AT", RateKind::Standard) => dec!(20),
        ("AT", RateKind::Reduced) => dec!(10),
        ("IT", RateKind::Standard) => dec!(22),
        ("IT", RateKind::Reduced) => dec!(10),
        _ => return None,
    };
    Some(r)
}

pub fn is_eu(country: &str) -> bool {
    matches!(country, "DE" | "FR" | "NL" | "AT" | "IT" | "BE" | "ES" | "PL" | "SE" | "DK")
}
