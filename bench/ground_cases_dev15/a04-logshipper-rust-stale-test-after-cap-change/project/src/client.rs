use std::fmt;
use std::thread;
use std::time::Duration;

use crate::retry::backoff_delay;

pub struct Uploader {
    endpoint: String,
    token: String,
    max_attempts: u32,
    agent: ureq::Agent,
}

#[derive(Debug)]
pub enum UploadError {
    Status(u16),
    Transport(String),
}

impl UploadError {
    fn is_retryable(&self) -> bool {
        match self {
            UploadError::Status(code) => *code == 429 || *code >= 500,
            UploadError::Transport(_) => true,
        }
    }
}

impl fmt::Display for UploadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UploadError::Status(code) => write!(f, "ingest returned HTTP {code}"),
            UploadError::Transport(msg) => write!(f, "transport error: {msg}"),
        }
    }
}

impl std::error::Error for UploadError {}

impl Uploader {
    pub fn new(endpoint: impl Into<String>, token: impl Into<String>, max_attempts: u32) -> Self {
        let agent = ureq::AgentBuilder::new().timeout(Duration::from_secs(10)).build();
        Self { endpoint: endpoint.into(), token: token.into(), max_attempts, agent }
    }

    /// Uploads one gzipped batch, retrying 429/5xx and transport errors.
    pub fn upload(&self, body: &[u8]) -> Result<(), UploadError> {
        let mut attempt = 0;
        loop {
            match self.send(body) {
                Ok(()) => return Ok(()),
                Err(e) if e.is_retryable() && attempt + 1 < self.max_attempts => {
                    attempt += 1;
                    let wait = backoff_delay(attempt);
                    log::warn!("upload failed ({e}), retry {attempt} in {wait:?}");
                    thread::sleep(wait);
                }
                Err(e) => return Err(e),
            }
        }
    }

    fn send(&self, body: &[u8]) -> Result<(), UploadError> {
        let result = self
            .agent
            .post(&self.endpoint)
            .set("Authorization", &format!("Bearer {}", self.token))
            .set("Content-Type", "application/x-ndjson")
            .set("Content-Encoding", "gzip")
            .send_bytes(body);
        match result {
            Ok(_) => Ok(()),
            Err(ureq::Error::Status(code, _)) => Err(UploadError::Status(code)),
            Err(ureq::Error::Transport(t)) => Err(UploadError::Transport(t.to_string())),
        }
    }
}
