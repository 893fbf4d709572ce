use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub enum Kind {
    CardPayment,
    Transfer,
    Topup,
    Exchange,
    Fee,
    Other,
}

impl Kind {
    pub fn from_export(raw: &str) -> Kind {
        match raw.trim().to_ascii_uppercase().as_str() {
            "CARD_PAYMENT" | "CARD PAYMENT" => Kind::CardPayment,
            "TRANSFER" => Kind::Transfer,
            "TOPUP" => Kind::Topup,
            "EXCHANGE" => Kind::Exchange,
            "FEE" => Kind::Fee,
            _ => Kind::Other,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Transaction {
    pub date: NaiveDate,
    pub kind: Kind,
    pub description: String,
    pub amount: Decimal,
    pub currency: String,
    pub category: String,
}

impl Transaction {
    /// Key used to drop rows that show up in two overlapping exports.
    pub fn dedupe_key(&self) -> (NaiveDate, String, Decimal) {
        (self.date, self.description.to_lowercase(), self.amount)
    }
}
