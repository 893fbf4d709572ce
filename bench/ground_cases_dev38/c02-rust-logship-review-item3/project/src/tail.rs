use crate::sink::Record;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::sync::mpsc;

pub fn spawn(inputs: Vec<String>) -> mpsc::Receiver<Record> {
    let (tx, rx) = mpsc::channel(10_000);
    for path in inputs {
        let tx = tx.clone();
        tokio::spawn(async move {
            let file = match tokio::fs::File::open(&path).await {
                Ok(f) => f,
                Err(e) => {
                    tracing::error!(%path, error = %e, "cannot open input");
                    return;
                }
            };
            let mut lines = BufReader::new(file).lines();
            while let Ok(Some(line)) = lines.next_line().await {
                let rec = Record { ts: chrono_now(), source: path.clone(), line };
                if tx.send(rec).await.is_err() {
                    break;
                }
            }
        });
    }
    rx
}

fn chrono_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
