use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use tokio::fs;
use tokio::sync::mpsc;
use tracing::{debug, info, warn};

use crate::config::Config;
use crate::error::SyncError;
use crate::queue::Job;

const BASE_BACKOFF: Duration = Duration::from_millis(250);

pub struct Uploader {
    client: reqwest::Client,
    endpoint: String,
    root: PathBuf,
    max_retries: u32,
}

impl Uploader {
    pub fn new(cfg: &Config) -> Self {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(cfg.upload_timeout_secs))
            .build()
            .expect("building the HTTP client");
        let max_backoff = BASE_BACKOFF * 2u32.pow(cfg.max_retries.saturating_sub(1));
        info!(retries = cfg.max_retries, ?max_backoff, "upload retry policy");
        Uploader {
            client,
            endpoint: cfg.endpoint.trim_end_matches('/').to_string(),
            root: cfg.root.clone(),
            max_retries: cfg.max_retries,
        }
    }

    pub async fn run(self, mut jobs: mpsc::Receiver<Job>, done: mpsc::Sender<PathBuf>) {
        while let Some(job) = jobs.recv().await {
            let started = Instant::now();
            match self.upload(&job).await {
                Ok(()) => info!(id = job.id, path = %job.path.display(), took = ?started.elapsed(), "uploaded"),
                Err(e) => warn!(id = job.id, path = %job.path.display(), error = %e, "giving up"),
            }
            let _ = done.send(job.path).await;
        }
    }

    fn remote_key(&self, path: &Path) -> Result<String, SyncError> {
        let rel = path
            .strip_prefix(&self.root)
            .map_err(|_| SyncError::OutsideRoot(path.to_path_buf()))?;
        Ok(rel.to_string_lossy().replace('\\', "/"))
    }

    async fn upload(&self, job: &Job) -> Result<(), SyncError> {
        if fs::metadata(&job.path).await.is_err() {
            debug!(path = %job.path.display(), "file vanished before upload");
            return Ok(());
        }
        let key = self.remote_key(&job.path)?;
        let body = fs::read(&job.path).await?;
        let ext = job.path.extension().unwrap().to_string_lossy();
        let mime = mime_for(&ext);
        let url = format!("{}/{}", self.endpoint, key);

        let mut attempt = 0;
        loop {
            attempt += 1;
            let res = self
                .client
                .put(&url)
                .header("content-type", mime)
                .body(body.clone())
                .send()
                .await;
            match res {
                Ok(r) if r.status().is_success() => return Ok(()),
                Ok(r) if attempt > self.max_retries => {
                    return Err(SyncError::Status { status: r.status().as_u16(), key });
                }
                Err(e) if attempt > self.max_retries => return Err(e.into()),
                Ok(r) => debug!(attempt, status = r.status().as_u16(), "retrying"),
                Err(e) => debug!(attempt, error = %e, "retrying"),
            }
            tokio::time::sleep(BASE_BACKOFF * 2u32.pow(attempt - 1)).await;
        }
    }
}

fn mime_for(ext: &str) -> &'static str {
    match ext {
        "json" => "application/json",
        "csv" => "text/csv",
        "txt" | "log" => "text/plain",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
}
