use std::{path::PathBuf, time::Duration};

use crate::sink::FileSink;

#[derive(Clone)]
pub struct AppState {
    pub sink: FileSink,
    http: reqwest::Client,
    indexer_url: Option<String>,
}

impl AppState {
    pub fn from_env() -> Result<Self, Box<dyn std::error::Error>> {
        let dir = std::env::var("SINK_DIR").unwrap_or_else(|_| "/var/lib/ingest".into());
        let http = reqwest::Client::builder().timeout(Duration::from_secs(3)).build()?;
        Ok(Self { sink: FileSink::new(dir), http, indexer_url: std::env::var("INDEXER_URL").ok() })
    }

    #[cfg(test)]
    pub fn for_tests(dir: PathBuf) -> Self {
        Self { sink: FileSink::new(dir), http: reqwest::Client::new(), indexer_url: None }
    }

    /// Best effort: the indexer also polls the sink, so a failed notify only delays indexing.
    pub async fn notify_indexer(&self, source: &str, batch_id: &str) {
        let Some(url) = &self.indexer_url else { return };
        let body = serde_json::json!({ "source": source, "batch_id": batch_id });
        if let Err(e) = self.http.post(url).json(&body).send().await {
            tracing::warn!(error = %e, source, batch_id, "indexer notify failed");
        }
    }
}
