use std::time::Duration;

use crate::config::UpstreamSettings;

#[derive(Clone)]
pub struct UpstreamClient {
    http: reqwest::Client,
    base_url: String,
}

impl UpstreamClient {
    pub fn new(cfg: &UpstreamSettings) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .pool_max_idle_per_host(cfg.max_idle_per_host)
            .pool_idle_timeout(Duration::from_secs(90))
            .timeout(Duration::from_secs(cfg.request_timeout_ms))
            .user_agent(concat!("edge-proxy/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Self { http, base_url: cfg.base_url.trim_end_matches('/').to_string() })
    }

    pub async fn get_json(&self, path: &str, request_id: &str) -> anyhow::Result<serde_json::Value> {
        let started = std::time::Instant::now();
        let resp = self
            .http
            .get(format!("{}{}", self.base_url, path))
            .header("x-request-id", request_id)
            .send()
            .await?;
        metrics::histogram!("edge_upstream_seconds", "status" => resp.status().as_u16().to_string())
            .record(started.elapsed().as_secs_f64());
        let resp = resp.error_for_status()?;
        Ok(resp.json().await?)
    }
}
