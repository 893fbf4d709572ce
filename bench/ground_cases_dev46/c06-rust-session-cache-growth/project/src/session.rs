use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::RwLock;

use crate::db::Db;
use crate::error::AppError;

#[derive(Clone, Debug)]
pub struct Session {
    pub user_id: i64,
    pub roles: Vec<String>,
    pub loaded_at: Instant,
}

#[derive(Clone)]
pub struct SessionStore {
    db: Db,
    cache: Arc<RwLock<HashMap<String, Session>>>,
    ttl: Duration,
}

impl SessionStore {
    pub fn new(db: Db, ttl: Duration) -> Self {
        Self { db, cache: Arc::new(RwLock::new(HashMap::new())), ttl }
    }

    /// Looks the token up in memory first, then in the database.
    pub async fn get_or_load(&self, token: &str) -> Result<Option<Session>, AppError> {
        if let Some(s) = self.cache.read().await.get(token) {
            if s.loaded_at.elapsed() < self.ttl {
                return Ok(Some(s.clone()));
            }
        }
        let Some(row) = self.db.find_session(token).await? else {
            return Ok(None);
        };
        let session = Session { user_id: row.user_id, roles: row.roles, loaded_at: Instant::now() };
        self.cache.write().await.insert(token.to_string(), session.clone());
        Ok(Some(session))
    }

    pub async fn revoke(&self, token: &str) -> Result<(), AppError> {
        self.db.delete_session(token).await?;
        self.cache.write().await.remove(token);
        Ok(())
    }

    pub async fn len(&self) -> usize {
        self.cache.read().await.len()
    }
}
