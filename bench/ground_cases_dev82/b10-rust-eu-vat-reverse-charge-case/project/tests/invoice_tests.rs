use rust_decimal_macros::dec;

use eu_invoicer::customer::Customer;
use eu_invoicer::invoice::{totals, Line, Totals};
use eu_invoicer::vat::RateKind;

fn line(net: rust_decimal::Decimal, kind: RateKind) -> Line {
    Line { description: "x".into(), net, kind }
}

#[test]
fn german_consumer_pays_19_percent() {
    let t = totals(&Customer::consumer("A", "de"), &[line(dec!(100.00), RateKind::Standard)]);
    assert_eq!(t, Totals { net: dec!(100.00), vat: dec!(19.00), gross: dec!(119.00) });
}
