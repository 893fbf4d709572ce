use std::time::{Duration, Instant};

use reqwest::Client;

use crate::config::Target;

pub struct Status {
    pub ok: bool,
    pub detail: String,
    pub elapsed: Duration,
}

pub fn client(timeout: Duration) -> Client {
    Client::builder()
        .user_agent(concat!("pingmon/", env!("CARGO_PKG_VERSION")))
        .timeout(timeout)
        .build()
        .expect("reqwest client")
}

pub async fn check(client: &Client, target: &Target, retries: u32) -> Status {
    let started = Instant::now();
    let mut last = String::new();
    for attempt in 0..=retries {
        match client.get(&target.url).send().await {
            Ok(resp) if resp.status().is_success() => {
                return Status { ok: true, detail: resp.status().to_string(), elapsed: started.elapsed() };
            }
            Ok(resp) => last = format!("HTTP {}", resp.status()),
            Err(e) => last = e.to_string(),
        }
        if attempt < retries {
            tokio::time::sleep(Duration::from_millis(200 * (attempt as u64 + 1))).await;
        }
    }
    Status { ok: false, detail: last, elapsed: started.elapsed() }
}
