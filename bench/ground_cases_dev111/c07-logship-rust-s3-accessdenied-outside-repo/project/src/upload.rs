use anyhow::{Context, Result};
use aws_sdk_s3::primitives::ByteStream;
use aws_sdk_s3::Client;
use chrono::NaiveDate;
use std::path::Path;

use crate::config::Config;

/// Object key for one archive: <prefix>/<yyyy>/<mm>/<dd>/<host>/<file name>
pub fn object_key(cfg: &Config, day: NaiveDate, host: &str, file: &Path) -> String {
    let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("unknown");
    format!(
        "{}/{}/{}",
        cfg.prefix.trim_end_matches('/'),
        day.format("%Y/%m/%d"),
        format!("{host}/{name}")
    )
}

pub async fn upload_file(client: &Client, cfg: &Config, key: &str, file: &Path) -> Result<()> {
    let size = std::fs::metadata(file)?.len();
    if size >= cfg.threshold_bytes() {
        eprintln!("{}: {} bytes, multipart not implemented yet, using single put", key, size);
    }
    let body = ByteStream::from_path(file)
        .await
        .with_context(|| format!("opening {}", file.display()))?;
    client
        .put_object()
        .bucket(&cfg.bucket)
        .key(key)
        .body(body)
        .send()
        .await
        .with_context(|| format!("put s3://{}/{}", cfg.bucket, key))?;
    Ok(())
}
