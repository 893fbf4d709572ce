use anyhow::{bail, Result};
use serde_json::json;

pub fn post(webhook_url: &str, text: &str) -> Result<()> {
    let res = reqwest::blocking::Client::new()
        .post(webhook_url)
        .json(&json!({ "username": "てんき", "content": text }))
        .send()?;
    if !res.status().is_success() {
        bail!("discord webhook returned {}", res.status());
    }
    Ok(())
}
