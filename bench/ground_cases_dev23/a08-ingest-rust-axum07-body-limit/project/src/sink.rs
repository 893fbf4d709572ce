use std::{path::PathBuf, time::SystemTime};

use tokio::{fs, io::AsyncWriteExt};
use uuid::Uuid;

use crate::error::AppError;

/// Writes each batch to its own file: `<dir>/<source>-<batch id>.ndjson`.
#[derive(Clone)]
pub struct FileSink {
    dir: PathBuf,
}

impl FileSink {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    pub async fn write_batch(&self, source: &str, data: &[u8]) -> Result<String, AppError> {
        if source.is_empty() || !source.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            return Err(AppError::BadSource);
        }
        fs::create_dir_all(&self.dir).await?;
        let id = Uuid::new_v4().to_string();
        let path = self.dir.join(format!("{source}-{id}.ndjson"));
        let mut file = fs::File::create(&path).await?;
        file.write_all(data).await?;
        file.sync_data().await?;
        Ok(id)
    }

    pub async fn last_batch(&self, source: &str) -> Result<Option<String>, AppError> {
        let prefix = format!("{source}-");
        let mut newest: Option<(SystemTime, String)> = None;
        let mut entries = fs::read_dir(&self.dir).await?;
        while let Some(entry) = entries.next_entry().await? {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !name.starts_with(prefix.as_str()) {
                continue;
            }
            let modified = entry.metadata().await?.modified()?;
            let newer = match &newest {
                Some((t, _)) => modified > *t,
                None => true,
            };
            if newer {
                newest = Some((modified, name));
            }
        }
        Ok(newest.map(|(_, name)| name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn rejects_bad_source_names() {
        let sink = FileSink::new(std::env::temp_dir().join("ingest-sink-test"));
        assert!(matches!(sink.write_batch("../etc", b"{}").await, Err(AppError::BadSource)));
    }

    #[tokio::test]
    async fn last_batch_finds_written_file() {
        let sink = FileSink::new(std::env::temp_dir().join("ingest-sink-test"));
        let id = sink.write_batch("collector-a", b"{}\n").await.unwrap();
        let last = sink.last_batch("collector-a").await.unwrap().unwrap();
        assert!(last.ends_with(&format!("{id}.ndjson")));
    }
}
