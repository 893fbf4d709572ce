use crate::ledger::Ledger;
use crate::tx::Tx;

#[derive(serde::Serialize)]
pub struct Monthly {
    pub month: String,
    pub deposits: i64,
    pub withdrawals: i64,
    pub transfers: i64,
}

pub fn monthly(ledger: &Ledger, month: &str) -> Monthly {
    let mut m = Monthly { month: month.to_string(), deposits: 0, withdrawals: 0, transfers: 0 };
    for tx in ledger.history.iter().filter(|t| t.date().format("%Y-%m").to_string() == month) {
        match tx {
            Tx::Deposit { amount, .. } => m.deposits += amount,
            Tx::Withdraw { amount, .. } => m.withdrawals += amount,
            Tx::Transfer { amount, .. } => m.transfers += amount,
        }
    }
    m
}

pub fn render_json(m: &Monthly) -> String {
    serde_json::to_string_pretty(m).expect("Monthly is always serializable")
}

pub fn render_text(m: &Monthly) -> String {
    format!(
        "{}\n入金 {:>10}\n出金 {:>10}\n振替 {:>10}",
        m.month, m.deposits, m.withdrawals, m.transfers
    )
}
