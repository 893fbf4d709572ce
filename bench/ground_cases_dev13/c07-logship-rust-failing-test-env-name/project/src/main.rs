mod batch;
mod config;
mod duration;

use std::collections::HashMap;
use std::io::{self, BufRead};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use batch::Batcher;
use config::Config;

fn main() -> ExitCode {
    let path = std::env::args().nth(1).map(PathBuf::from);
    let env: HashMap<String, String> = std::env::vars().filter(|(k, _)| k.starts_with("LOGSHIP_")).collect();
    let cfg = match Config::load(path.as_deref(), &env) {
        Ok(cfg) => cfg,
        Err(e) => {
            eprintln!("logship: {e}");
            return ExitCode::from(2);
        }
    };
    eprintln!("logship: shipping to {} (batch {}, every {:?})", cfg.endpoint, cfg.batch_size, cfg.flush_interval);

    let mut batcher = Batcher::new(cfg.batch_size, cfg.flush_interval);
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let now = Instant::now();
        if let Some(batch) = batcher.push(line, now).or_else(|| batcher.tick(now)) {
            ship(&cfg, &batch);
        }
    }
    ExitCode::SUCCESS
}

fn ship(cfg: &Config, batch: &[String]) {
    // The HTTP client lives in the collector crate; here we only report what would be sent.
    println!("POST {} lines={} retries={}", cfg.endpoint, batch.len(), cfg.max_retries);
}
