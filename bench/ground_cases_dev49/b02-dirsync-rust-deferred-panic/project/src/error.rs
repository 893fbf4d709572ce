use std::path::PathBuf;

use thiserror::Error;

#[derive(Debug, Error)]
pub enum SyncError {
    #[error("config: {0}")]
    Config(String),
    #[error("{0} is outside the watched root")]
    OutsideRoot(PathBuf),
    #[error("io: {0}")]
    Io(#[from] std::io::Error),
    #[error("http: {0}")]
    Http(#[from] reqwest::Error),
    #[error("server answered {status} for {key}")]
    Status { status: u16, key: String },
    #[error("queue is full")]
    QueueFull,
}
