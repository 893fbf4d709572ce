use anyhow::{bail, Result};
use reqwest::Client;

pub struct EsClient {
    http: Client,
    url: String,
    auth: Option<(String, String)>,
}

impl EsClient {
    pub fn new(url: &str, user: Option<&str>, password: Option<&str>) -> Result<Self> {
        let http = Client::builder().timeout(std::time::Duration::from_secs(10)).build()?;
        let auth = match (user, password) {
            (Some(u), Some(p)) => Some((u.to_owned(), p.to_owned())),
            _ => None,
        };
        Ok(Self { http, url: url.trim_end_matches('/').to_owned(), auth })
    }

    /// Sends lines as one _bulk request, each line as {"message": line}.
    pub async fn bulk(&self, index: &str, lines: &[String]) -> Result<()> {
        let mut body = String::with_capacity(lines.len() * 128);
        for line in lines {
            body.push_str(&format!("{{\"index\":{{\"_index\":\"{index}\"}}}}\n"));
            body.push_str(&serde_json::json!({ "message": line }).to_string());
            body.push('\n');
        }
        let mut req = self.http.post(format!("{}/_bulk", self.url)).header("Content-Type", "application/x-ndjson");
        if let Some((u, p)) = &self.auth {
            req = req.basic_auth(u, Some(p));
        }
        let resp = req.body(body).send().await?;
        if !resp.status().is_success() {
            bail!("bulk: HTTP {}", resp.status());
        }
        Ok(())
    }
}
