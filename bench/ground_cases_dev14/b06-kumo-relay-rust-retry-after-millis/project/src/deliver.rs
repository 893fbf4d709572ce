use std::time::SystemTime;

use rand::Rng;
use reqwest::{Client, StatusCode};
use tracing::{info, warn};

use crate::backoff::{parse_retry_after, Backoff};
use crate::config::Endpoint;

#[derive(Debug)]
pub enum DeliveryError {
    Rejected(StatusCode),
    GaveUp { attempts: u32 },
    Http(reqwest::Error),
}

pub async fn deliver(client: &Client, ep: &Endpoint, body: &[u8]) -> Result<(), DeliveryError> {
    let mut backoff = Backoff::with_limits(ep.retry_base, ep.retry_max);
    loop {
        let resp = client
            .post(&ep.url)
            .header("content-type", "application/json")
            .header("x-relay-signature", ep.sign(body))
            .body(body.to_vec())
            .send()
            .await
            .map_err(DeliveryError::Http)?;
        let status = resp.status();
        if status.is_success() {
            info!(endpoint = %ep.url, %status, attempt = backoff.attempts() + 1, "delivered");
            return Ok(());
        }
        if status.is_client_error() && status != StatusCode::TOO_MANY_REQUESTS {
            return Err(DeliveryError::Rejected(status));
        }
        if backoff.attempts() + 1 >= ep.max_attempts {
            return Err(DeliveryError::GaveUp { attempts: backoff.attempts() + 1 });
        }
        let retry_after = resp
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| parse_retry_after(v, SystemTime::now()));
        let computed = backoff.next_delay(rand::thread_rng().gen());
        let wait = retry_after.unwrap_or(computed);
        if status == StatusCode::TOO_MANY_REQUESTS {
            warn!(endpoint = %ep.url, %status, retry_after = %format!("{}s", wait.as_secs()), attempt = backoff.attempts(), "upstream throttled");
        } else {
            warn!(endpoint = %ep.url, %status, wait_ms = wait.as_millis() as u64, attempt = backoff.attempts(), "upstream error, retrying");
        }
        tokio::time::sleep(wait).await;
    }
}
