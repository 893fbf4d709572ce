use std::io::SeekFrom;
use std::path::PathBuf;
use std::time::Duration;

use tokio::fs::File;
use tokio::io::{AsyncBufReadExt, AsyncSeekExt, BufReader};
use tokio::sync::mpsc::Sender;

/// Follows `path` like `tail -F`: starts at the end, re-opens after rotation or truncation.
pub async fn follow(path: PathBuf, tx: Sender<String>) {
    loop {
        let Ok(file) = File::open(&path).await else {
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        };
        let mut reader = BufReader::new(file);
        let mut pos = reader.seek(SeekFrom::End(0)).await.unwrap_or(0);
        let mut line = String::new();
        loop {
            line.clear();
            match reader.read_line(&mut line).await {
                Ok(0) => {
                    let len = tokio::fs::metadata(&path).await.map(|m| m.len()).unwrap_or(0);
                    if len < pos {
                        break; // truncated or rotated: open again from the start
                    }
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                Ok(n) => {
                    pos += n as u64;
                    if tx.send(line.trim_end().to_string()).await.is_err() {
                        return;
                    }
                }
                Err(_) => break,
            }
        }
    }
}
