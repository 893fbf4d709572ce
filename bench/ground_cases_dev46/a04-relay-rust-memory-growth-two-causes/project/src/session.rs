use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use uuid::Uuid;

#[derive(Clone, Debug)]
pub struct Session {
    pub user_id: u64,
    pub scopes: Vec<String>,
    pub created: Instant,
    pub last_seen: Instant,
}

#[derive(Clone, Default)]
pub struct SessionCache {
    inner: Arc<RwLock<HashMap<Uuid, Session>>>,
}

pub const IDLE_TIMEOUT: Duration = Duration::from_secs(30 * 60);

impl SessionCache {
    pub fn insert(&self, id: Uuid, session: Session) {
        self.inner.write().unwrap().insert(id, session);
    }

    pub fn get(&self, id: &Uuid) -> Option<Session> {
        let mut map = self.inner.write().unwrap();
        let s = map.get_mut(id)?;
        if s.last_seen.elapsed() > IDLE_TIMEOUT {
            return None;
        }
        s.last_seen = Instant::now();
        Some(s.clone())
    }

    pub fn remove(&self, id: &Uuid) {
        self.inner.write().unwrap().remove(id);
    }

    pub fn len(&self) -> usize {
        self.inner.read().unwrap().len()
    }
}
