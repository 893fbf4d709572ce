use chrono::NaiveDate;

#[derive(Debug, Clone, PartialEq)]
pub enum Tx {
    Deposit { on: NaiveDate, to: String, amount: i64 },
    Withdraw { on: NaiveDate, from: String, amount: i64 },
    Transfer { on: NaiveDate, from: String, to: String, amount: i64 },
}

impl Tx {
    pub fn date(&self) -> NaiveDate {
        match self {
            Tx::Deposit { on, .. } | Tx::Withdraw { on, .. } | Tx::Transfer { on, .. } => *on,
        }
    }
}
