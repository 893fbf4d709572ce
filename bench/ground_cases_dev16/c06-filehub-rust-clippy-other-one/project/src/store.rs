//! Object storage on the local disk (a mounted volume in production).

use std::path::PathBuf;

use anyhow::Context;
use bytes::Bytes;

pub struct Store {
    root: PathBuf,
}

impl Store {
    pub fn from_env() -> anyhow::Result<Self> {
        let root = std::env::var("FILEHUB_ROOT").unwrap_or_else(|_| "./data".into());
        std::fs::create_dir_all(&root).with_context(|| format!("creating {root}"))?;
        Ok(Self { root: root.into() })
    }

    fn path(&self, key: &str) -> PathBuf {
        self.root.join(key)
    }

    pub async fn get(&self, key: &str) -> anyhow::Result<Bytes> {
        let data = tokio::fs::read(self.path(key)).await.with_context(|| format!("reading {key}"))?;
        Ok(Bytes::from(data))
    }

    pub async fn put(&self, key: &str, data: &[u8]) -> anyhow::Result<()> {
        tokio::fs::write(self.path(key), data).await.with_context(|| format!("writing {key}"))?;
        Ok(())
    }

    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        tokio::fs::remove_file(self.path(key)).await.with_context(|| format!("deleting {key}"))?;
        Ok(())
    }

    pub async fn exists(&self, key: &str) -> bool {
        tokio::fs::metadata(self.path(key)).await.is_ok()
    }
}
