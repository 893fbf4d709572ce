use chrono::{DateTime, Utc};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum SliceError {
    #[error("cannot read time {0:?}: use RFC 3339 (2024-03-01T10:00:00Z) or \"YYYY-MM-DD HH:MM:SS\"")]
    BadTime(String),
    #[error("empty range: --since {since} is not before --until {until}")]
    EmptyRange { since: DateTime<Utc>, until: DateTime<Utc> },
}
