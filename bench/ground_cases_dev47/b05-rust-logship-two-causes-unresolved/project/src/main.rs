mod loki;
mod shipper;
mod tail;

use std::time::Duration;

use tokio::signal::unix::{signal, SignalKind};
use tokio::sync::mpsc;
use tracing::info;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt().with_env_filter("info").init();
    let path = std::env::var("LOGSHIP_FILE").unwrap_or_else(|_| "/var/log/shop/app.log".into());
    let url = std::env::var("LOKI_URL")?;

    let (tx, rx) = mpsc::channel(10_000);
    let tailer = tail::Tailer::new(&path, Duration::from_millis(500));
    let client = loki::LokiClient::new(&url, "shop-app");
    let cfg = shipper::BatchConfig { max_lines: 1_000, max_wait: Duration::from_secs(5) };

    let tail_task = tokio::spawn(tailer.run(tx));
    let ship_task = tokio::spawn(shipper::ship(rx, client, cfg));

    let mut term = signal(SignalKind::terminate())?;
    term.recv().await;
    info!("received SIGTERM, shutting down");
    tail_task.abort();
    ship_task.await??;
    Ok(())
}
