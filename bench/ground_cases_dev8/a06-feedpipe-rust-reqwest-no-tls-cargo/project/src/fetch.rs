use std::time::Duration;

use anyhow::{Context, Result};
use reqwest::Client;

pub fn client() -> Result<Client> {
    Client::builder()
        .user_agent(concat!("feedpipe/", env!("CARGO_PKG_VERSION")))
        .timeout(Duration::from_secs(20))
        .gzip(true)
        .build()
        .context("building http client")
}

pub async fn fetch_feed(client: &Client, url: &str) -> Result<Vec<u8>> {
    let resp = client
        .get(url)
        .send()
        .await
        .with_context(|| format!("fetching {url}"))?
        .error_for_status()
        .with_context(|| format!("fetching {url}"))?;
    Ok(resp.bytes().await?.to_vec())
}
