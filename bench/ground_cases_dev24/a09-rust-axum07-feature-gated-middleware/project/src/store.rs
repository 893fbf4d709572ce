use std::collections::HashMap;
use std::sync::{
    atomic::{AtomicU64, Ordering},
    Arc, RwLock,
};

use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct Account {
    pub id: u64,
    pub name: String,
    pub currency: String,
    pub balance_cents: i64,
}

#[derive(Clone, Default)]
pub struct Store {
    next_id: Arc<AtomicU64>,
    accounts: Arc<RwLock<HashMap<u64, Account>>>,
}

impl Store {
    pub fn insert(&self, name: String, currency: String) -> Account {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed) + 1;
        let account = Account { id, name, currency, balance_cents: 0 };
        self.accounts.write().unwrap().insert(id, account.clone());
        account
    }

    pub fn get(&self, id: u64) -> Option<Account> {
        self.accounts.read().unwrap().get(&id).cloned()
    }
}
