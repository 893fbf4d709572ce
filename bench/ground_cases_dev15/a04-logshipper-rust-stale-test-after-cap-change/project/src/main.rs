use std::env;
use std::io::{self, BufRead};
use std::process::ExitCode;

use shipper::{Batcher, Uploader};

fn main() -> ExitCode {
    env_logger::init();
    let endpoint = match env::var("SHIPPER_ENDPOINT") {
        Ok(v) => v,
        Err(_) => {
            eprintln!("SHIPPER_ENDPOINT is not set");
            return ExitCode::from(2);
        }
    };
    let token = env::var("SHIPPER_TOKEN").unwrap_or_default();
    let attempts = env::var("SHIPPER_MAX_ATTEMPTS").ok().and_then(|v| v.parse().ok()).unwrap_or(8);

    let uploader = Uploader::new(endpoint, token, attempts);
    let mut batch = Batcher::new(5_000, 4 << 20);

    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        if batch.push(line) {
            flush(&uploader, &mut batch);
        }
    }
    if !batch.is_empty() {
        flush(&uploader, &mut batch);
    }
    ExitCode::SUCCESS
}

fn flush(uploader: &Uploader, batch: &mut Batcher) {
    match batch.take_gzipped().map_err(|e| e.to_string()).and_then(|b| uploader.upload(&b).map_err(|e| e.to_string())) {
        Ok(()) => log::debug!("batch uploaded"),
        Err(e) => log::error!("dropping batch: {e}"),
    }
}
