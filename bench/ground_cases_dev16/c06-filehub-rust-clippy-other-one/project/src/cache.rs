//! In-process LRU-ish cache in front of the object store for small, hot files.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use bytes::Bytes;

use crate::store::Store;

pub struct Cache {
    store: Arc<Store>,
    capacity: usize,
    inner: Mutex<HashMap<String, Bytes>>,
}

impl Cache {
    pub fn new(store: Arc<Store>, capacity: usize) -> Self {
        Self { store, capacity, inner: Mutex::new(HashMap::new()) }
    }

    pub fn invalidate(&self, key: &str) {
        self.inner.lock().unwrap().remove(key);
    }

    pub fn len(&self) -> usize {
        self.inner.lock().unwrap().len()
    }

    /// Returns the object for `key`, fetching it from the store on a miss.
    pub async fn get_or_fetch(&self, key: &str) -> anyhow::Result<Bytes> {
        let cached = self.inner.lock().unwrap().get(key).cloned();
        if let Some(hit) = cached {
            return Ok(hit);
        }
        let bytes = self.store.get(key).await?;
        let mut map = self.inner.lock().unwrap();
        if map.len() >= self.capacity {
            // Cheap eviction: drop an arbitrary entry.
            if let Some(victim) = map.keys().next().cloned() {
                map.remove(&victim);
            }
        }
        map.insert(key.to_string(), bytes.clone());
        Ok(bytes)
    }
}
