use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use parking_lot::Mutex;

use crate::FixedWindow;

/// Limiters by key (client id, route), created on first use.
pub struct Registry {
    limit: u32,
    window: Duration,
    by_key: Mutex<HashMap<String, Arc<FixedWindow>>>,
}

impl Registry {
    pub fn new(limit: u32, window: Duration) -> Self {
        Self { limit, window, by_key: Mutex::new(HashMap::new()) }
    }

    pub fn get(&self, key: &str) -> Arc<FixedWindow> {
        let mut map = self.by_key.lock();
        map.entry(key.to_owned())
            .or_insert_with(|| Arc::new(FixedWindow::new(self.limit, self.window)))
            .clone()
    }

    pub fn len(&self) -> usize {
        self.by_key.lock().len()
    }
}

/// The process-wide registry: 5 requests per 100 ms per key.
pub fn global() -> &'static Registry {
    static GLOBAL: OnceLock<Registry> = OnceLock::new();
    GLOBAL.get_or_init(|| Registry::new(5, Duration::from_millis(100)))
}
