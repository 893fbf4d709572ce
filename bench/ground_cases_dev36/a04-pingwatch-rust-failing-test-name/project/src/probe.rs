use std::time::{Duration, Instant};

use reqwest::blocking::Client;

#[derive(Debug, Clone)]
pub struct ProbeResult {
    pub target: String,
    pub p50: Option<Duration>,
    pub p95: Option<Duration>,
    pub failures: u32,
}

pub fn probe(client: &Client, name: &str, url: &str, samples: u32, timeout: Duration) -> ProbeResult {
    let mut times = Vec::with_capacity(samples as usize);
    let mut failures = 0;
    for _ in 0..samples {
        let started = Instant::now();
        match client.get(url).timeout(timeout).send() {
            Ok(resp) if resp.status().is_success() => times.push(started.elapsed()),
            _ => failures += 1,
        }
    }
    times.sort();
    ProbeResult {
        target: name.to_string(),
        p50: percentile(&times, 50),
        p95: percentile(&times, 95),
        failures,
    }
}

fn percentile(sorted: &[Duration], p: usize) -> Option<Duration> {
    if sorted.is_empty() {
        return None;
    }
    let idx = ((sorted.len() - 1) * p) / 100;
    Some(sorted[idx])
}
