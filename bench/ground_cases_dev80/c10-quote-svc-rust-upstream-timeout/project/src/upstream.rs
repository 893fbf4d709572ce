use std::time::Duration;

use serde::Deserialize;
use tracing::{instrument, warn};

use crate::settings::UpstreamSettings;

#[derive(Debug, Clone, Deserialize)]
pub struct Price {
    pub sku: String,
    pub unit_cents: i64,
    pub currency: String,
}

#[derive(Clone)]
pub struct PricingClient {
    http: reqwest::Client,
    base_url: String,
    max_retries: u32,
}

impl PricingClient {
    pub fn new(cfg: &UpstreamSettings) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .user_agent(concat!("quote-svc/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Self {
            http,
            base_url: cfg.base_url.trim_end_matches('/').to_string(),
            max_retries: cfg.max_retries,
        })
    }

    #[instrument(skip(self))]
    pub async fn get_price(&self, sku: &str) -> anyhow::Result<Price> {
        let url = format!("{}/prices/{}", self.base_url, sku);
        let mut attempt = 0;
        loop {
            match self.http.get(&url).send().await.and_then(|r| r.error_for_status()) {
                Ok(resp) => return Ok(resp.json::<Price>().await?),
                Err(err) if attempt < self.max_retries => {
                    attempt += 1;
                    warn!(%err, attempt, "pricing call failed, retrying");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                Err(err) => return Err(err.into()),
            }
        }
    }
}
