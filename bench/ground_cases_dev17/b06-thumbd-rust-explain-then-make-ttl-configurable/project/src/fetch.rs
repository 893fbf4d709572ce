use anyhow::{bail, Result};
use bytes::Bytes;

use crate::config::Config;

pub fn build_client(config: &Config) -> Result<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .timeout(config.origin_timeout)
        .user_agent(concat!("thumbd/", env!("CARGO_PKG_VERSION")))
        .build()?)
}

/// Fetch the original image from the origin bucket.
pub async fn fetch_original(http: &reqwest::Client, config: &Config, src: &str) -> Result<Bytes> {
    if src.contains("..") || src.starts_with('/') {
        bail!("invalid src: {src}");
    }
    let url = format!("{}/{}", config.origin_base_url.trim_end_matches('/'), src);
    let res = http.get(&url).send().await?;
    if !res.status().is_success() {
        bail!("origin returned {} for {url}", res.status());
    }
    Ok(res.bytes().await?)
}
