use rust_decimal_macros::dec;

use eu_invoicer::customer::Customer;
use eu_invoicer::invoice::{totals, Line};
use eu_invoicer::vat::RateKind;

fn main() {
    let customer = Customer::consumer("Erika Mustermann", "de");
    let lines = vec![
        Line { description: "Beratung".into(), net: dec!(800.00), kind: RateKind::Standard },
        Line { description: "Fachbuch".into(), net: dec!(39.90), kind: RateKind::Reduced },
    ];
    let t = totals(&customer, &lines);
    println!("net {} vat {} gross {}", t.net, t.vat, t.gross);

    let business = Customer::business("Durand SARL", "fr", "FR40303265045");
    let t = totals(&business, &lines);
    println!("[reverse charge] net {} vat {} gross {}", t.net, t.vat, t.gross);
}
