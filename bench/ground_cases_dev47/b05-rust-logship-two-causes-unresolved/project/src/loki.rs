use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::json;

/// Minimal client for Loki's push API (JSON body, one stream per job).
pub struct LokiClient {
    http: reqwest::Client,
    url: String,
    job: String,
}

impl LokiClient {
    pub fn new(base: &str, job: &str) -> Self {
        Self {
            http: reqwest::Client::new(),
            url: format!("{}/loki/api/v1/push", base.trim_end_matches('/')),
            job: job.to_string(),
        }
    }

    pub async fn push(&self, lines: &[String]) -> anyhow::Result<()> {
        let now = SystemTime::now().duration_since(UNIX_EPOCH)?.as_nanos();
        let values: Vec<[String; 2]> = lines
            .iter()
            .enumerate()
            .map(|(i, l)| [(now + i as u128).to_string(), l.clone()])
            .collect();
        let body = json!({ "streams": [{ "stream": { "job": self.job }, "values": values }] });
        self.http.post(&self.url).json(&body).send().await?.error_for_status()?;
        Ok(())
    }
}
