mod cli;
mod config;
mod duration;
mod shipper;
mod tail;

use anyhow::Context;
use clap::Parser;
use tokio::time::{interval, MissedTickBehavior};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = cli::Args::parse();
    let settings = config::load(&args).context("loading configuration")?;
    eprintln!(
        "logship: {} input(s) -> {} (flush every {:?}, batch {})",
        settings.inputs.len(),
        settings.endpoint,
        settings.flush_interval,
        settings.batch_size
    );

    let (tx, mut rx) = tokio::sync::mpsc::channel::<String>(settings.batch_size * 4);
    for path in settings.inputs.clone() {
        tokio::spawn(tail::follow(path, tx.clone()));
    }
    drop(tx);

    let mut shipper = shipper::Shipper::new(&settings)?;
    let mut ticker = interval(settings.flush_interval);
    ticker.set_missed_tick_behavior(MissedTickBehavior::Delay);

    loop {
        tokio::select! {
            line = rx.recv() => match line {
                Some(line) => shipper.push(line).await?,
                None => break,
            },
            _ = ticker.tick() => shipper.flush().await?,
            _ = tokio::signal::ctrl_c() => break,
        }
    }
    shipper.flush().await?;
    Ok(())
}
