//! Downloading feeds.

use std::sync::OnceLock;
use std::time::Duration;

use anyhow::{Context, Result};

const TIMEOUT: Duration = Duration::from_secs(10);
const USER_AGENT: &str = concat!("feedwatch/", env!("CARGO_PKG_VERSION"));

fn client() -> &'static reqwest::Client {
    static CLIENT: OnceLock<reqwest::Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        reqwest::Client::builder()
            .timeout(TIMEOUT)
            .user_agent(USER_AGENT)
            .build()
            .expect("build http client")
    })
}

/// Download the feed at `url` and return its body.
pub async fn fetch_feed(url: &str) -> Result<String> {
    let resp = client().get(url).send().await.with_context(|| format!("fetch {url}"))?;
    let resp = resp.error_for_status().with_context(|| format!("fetch {url}"))?;
    let body = resp.text().await.with_context(|| format!("read body of {url}"))?;
    Ok(body)
}
