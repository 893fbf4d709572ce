mod config;
mod loki;
mod tail;

use prometheus::{register_int_counter, IntCounter};
use std::sync::LazyLock;
use tokio::sync::mpsc;

static DROPPED: LazyLock<IntCounter> =
    LazyLock::new(|| register_int_counter!("shipper_lines_dropped_total", "lines dropped: channel full").unwrap());

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt().with_env_filter("info").init();
    let cfg = config::Config::load(&std::env::var("SHIPPER_CONFIG").unwrap_or("/etc/shipper.json".into()))?;
    let (tx, rx) = mpsc::channel::<String>(cfg.channel_capacity);

    for path in cfg.files.clone() {
        let tx = tx.clone();
        let every = cfg.poll_interval();
        tokio::spawn(async move {
            let mut t = tail::Tailer::open(path, true).expect("open log file");
            loop {
                match t.poll() {
                    Ok(lines) => {
                        for line in lines {
                            if tx.try_send(line).is_err() {
                                DROPPED.inc();
                            }
                        }
                    }
                    Err(e) => tracing::warn!(error = %e, "poll failed"),
                }
                tokio::time::sleep(every).await;
            }
        });
    }
    loki::run(cfg, rx).await
}
