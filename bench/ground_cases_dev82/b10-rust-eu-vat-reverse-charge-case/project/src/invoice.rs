use rust_decimal::{Decimal, RoundingStrategy};

use crate::customer::Customer;
use crate::vat::{self, RateKind};

pub const SELLER_COUNTRY: &str = "DE";

#[derive(Debug, Clone)]
pub struct Line {
    pub description: String,
    pub net: Decimal,
    pub kind: RateKind,
}

#[derive(Debug, PartialEq)]
pub struct Totals {
    pub net: Decimal,
    pub vat: Decimal,
    pub gross: Decimal,
}

fn cents(d: Decimal) -> Decimal {
    d.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

/// The VAT rate (percent) that applies to a line for this customer.
pub fn vat_rate_for(customer: &Customer, kind: RateKind) -> Decimal {
    if is_reverse_charge(customer) {
        return Decimal::ZERO;
    }
    vat::rate(SELLER_COUNTRY, kind).unwrap_or(Decimal::ZERO)
}

/// Intra-EU B2B supply: the customer accounts for the VAT (Art. 196 VAT Directive).
pub fn is_reverse_charge(customer: &Customer) -> bool {
    customer.is_business() && customer.country != SELLER_COUNTRY && vat::is_eu(&customer.country.to_uppercase())
}

pub fn totals(customer: &Customer, lines: &[Line]) -> Totals {
    let mut net = Decimal::ZERO;
    let mut vat = Decimal::ZERO;
    for line in lines {
        net += line.net;
        vat += cents(line.net * vat_rate_for(customer, line.kind) / Decimal::ONE_HUNDRED);
    }
    Totals { net, vat, gross: net + vat }
}
