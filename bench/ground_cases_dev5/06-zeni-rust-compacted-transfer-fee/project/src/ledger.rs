use std::collections::HashMap;

use crate::account::Account;
use crate::fees::fee_for;
use crate::tx::Tx;

#[derive(Debug, PartialEq)]
pub enum LedgerError {
    UnknownAccount(String),
    Insufficient { account: String, needed: i64, available: i64 },
}

#[derive(Default)]
pub struct Ledger {
    pub accounts: HashMap<String, Account>,
    pub fees_collected: i64,
    pub history: Vec<Tx>,
}

impl Ledger {
    pub fn open(&mut self, name: &str) {
        self.accounts.entry(name.to_string()).or_insert_with(|| Account::new(name));
    }

    pub fn balance(&self, name: &str) -> Option<i64> {
        self.accounts.get(name).map(|a| a.balance)
    }

    fn account_mut(&mut self, name: &str) -> Result<&mut Account, LedgerError> {
        self.accounts.get_mut(name).ok_or_else(|| LedgerError::UnknownAccount(name.to_string()))
    }

    pub fn apply(&mut self, tx: &Tx) -> Result<(), LedgerError> {
        match tx {
            Tx::Deposit { to, amount, .. } => {
                self.account_mut(to)?.balance += amount;
            }
            Tx::Withdraw { from, amount, .. } => {
                let fee = fee_for(*amount);
                self.account_mut(from)?.debit(amount + fee)?;
                self.fees_collected += fee;
            }
            Tx::Transfer { from, to, amount, .. } => {
                let fee = fee_for(*amount);
                self.account_mut(from)?.debit(amount + fee)?;
                self.account_mut(to)?.balance += amount;
                self.account_mut(from)?.balance -= fee;
                self.fees_collected += fee;
            }
        }
        self.history.push(tx.clone());
        Ok(())
    }
}
