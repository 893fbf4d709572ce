use anyhow::{bail, Context, Result};
use chrono::{DateTime, Utc};
use reqwest::blocking::Client;
use serde::Deserialize;
use serde_json::Value;
use std::time::Duration;

#[derive(Debug, Clone, Deserialize)]
pub struct Contact {
    pub id: String,
    pub name: String,
    pub phone: String,
    pub updated_at: DateTime<Utc>,
}

pub struct ApiClient {
    http: Client,
    base: String,
    token: String,
}

impl ApiClient {
    pub fn new(base: &str, token: &str) -> Result<Self> {
        let http = Client::builder().timeout(Duration::from_secs(20)).build()?;
        Ok(Self { http, base: base.trim_end_matches('/').to_string(), token: token.to_string() })
    }

    pub fn list_contacts(&self, since: DateTime<Utc>, page: usize, size: usize) -> Result<Vec<Contact>> {
        let resp = self
            .http
            .get(format!("{}/v2/contacts", self.base))
            .bearer_auth(&self.token)
            .query(&[("updated_since", since.to_rfc3339()), ("page", page.to_string()), ("size", size.to_string())])
            .send()?;
        if !resp.status().is_success() {
            bail!("CRM returned {}", resp.status());
        }
        let body: Value = resp.json().context("CRM response is not JSON")?;
        let items = body.get("items").cloned().unwrap_or(Value::Array(vec![]));
        Ok(serde_json::from_value(items)?)
    }
}
