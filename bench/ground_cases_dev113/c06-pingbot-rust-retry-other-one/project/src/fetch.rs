use std::time::Instant;

use anyhow::{bail, Result};
use reqwest::blocking::Client;

use crate::config::Config;

pub fn client(cfg: &Config) -> Result<Client> {
    let client = Client::builder()
        .timeout(cfg.timeout())
        .user_agent(concat!("pingbot/", env!("CARGO_PKG_VERSION")))
        .build()?;
    Ok(client)
}

/// GET the URL and return the elapsed milliseconds, failing on non-2xx.
pub fn check(client: &Client, url: &str) -> Result<u128> {
    let start = Instant::now();
    let resp = client.get(url).send()?;
    let status = resp.status();
    if !status.is_success() {
        bail!("status {}", status);
    }
    Ok(start.elapsed().as_millis())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_builds_with_default_timeout() {
        let cfg: Config = toml::from_str("targets = []").unwrap();
        assert!(client(&cfg).is_ok());
    }
}
