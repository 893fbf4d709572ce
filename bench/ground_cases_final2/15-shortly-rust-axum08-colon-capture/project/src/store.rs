use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use rand::{distributions::Alphanumeric, Rng};

#[derive(Clone, Default)]
pub struct Store {
    inner: Arc<RwLock<HashMap<String, Link>>>,
}

#[derive(Clone, serde::Serialize)]
pub struct Link {
    pub slug: String,
    pub url: String,
    pub hits: u64,
}

impl Store {
    pub fn insert(&self, url: String) -> Link {
        let slug: String = rand::thread_rng().sample_iter(&Alphanumeric).take(7).map(char::from).collect();
        let link = Link { slug: slug.clone(), url, hits: 0 };
        self.inner.write().unwrap().insert(slug, link.clone());
        link
    }

    pub fn hit(&self, slug: &str) -> Option<String> {
        let mut map = self.inner.write().unwrap();
        let link = map.get_mut(slug)?;
        link.hits += 1;
        Some(link.url.clone())
    }

    pub fn all(&self) -> Vec<Link> {
        self.inner.read().unwrap().values().cloned().collect()
    }
}
