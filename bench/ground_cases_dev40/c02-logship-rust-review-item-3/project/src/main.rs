mod batch;
mod config;
mod error;
mod sink;
mod tail;

use std::path::PathBuf;
use std::thread;
use std::time::{Duration, Instant};

use batch::Batcher;
use error::ShipError;
use sink::{Sink, StdoutSink, TcpSink};
use tail::Tail;

fn main() {
    if let Err(e) = run() {
        eprintln!("logship: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), ShipError> {
    let mut args = std::env::args().skip(1);
    let mut config_path = PathBuf::from("/etc/logship.conf");
    let mut dry_run = false;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--config" => {
                config_path = args.next().map(PathBuf::from).ok_or_else(|| ShipError::Config("--config needs a path".into()))?
            }
            "--dry-run" => dry_run = true,
            other => return Err(ShipError::Config(format!("unknown argument {other}"))),
        }
    }
    let cfg = config::load(&config_path)?;
    let sink: Box<dyn Sink> = if dry_run {
        Box::new(StdoutSink)
    } else {
        Box::new(TcpSink::new(&cfg.endpoint, cfg.timeout))
    };
    ship(cfg, sink)
}

fn ship(cfg: config::Config, sink: Box<dyn Sink>) -> Result<(), ShipError> {
    let mut tail = Tail::new(&cfg.source, true)?;
    let mut batcher = Batcher::new(sink, cfg.max_items, cfg.max_bytes, cfg.flush_interval);
    let mut reported = 0;
    loop {
        for line in tail.read_new()? {
            batcher.push(line)?;
        }
        batcher.tick(Instant::now())?;
        if batcher.sent_batches / 1000 > reported {
            reported = batcher.sent_batches / 1000;
            eprintln!("logship: {} batches sent", batcher.sent_batches);
        }
        thread::sleep(Duration::from_millis(200));
    }
}
