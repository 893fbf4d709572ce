#[derive(Debug, Clone, PartialEq)]
pub struct Account {
    pub name: String,
    pub balance: i64,
}

impl Account {
    pub fn new(name: &str) -> Self {
        Account { name: name.to_string(), balance: 0 }
    }

    pub fn debit(&mut self, amount: i64) -> Result<(), crate::ledger::LedgerError> {
        if self.balance < amount {
            return Err(crate::ledger::LedgerError::Insufficient {
                account: self.name.clone(),
                needed: amount,
                available: self.balance,
            });
        }
        self.balance -= amount;
        Ok(())
    }
}
