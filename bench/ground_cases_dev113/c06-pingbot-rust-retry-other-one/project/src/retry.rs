use std::thread::sleep;
use std::time::Duration;

use rand::Rng;

use crate::config::RetryConfig;

pub fn backoff(cfg: &RetryConfig, attempt: u32) -> Duration {
    let mut ms = cfg.base_ms.saturating_mul(2u64.saturating_pow(attempt));
    if cfg.jitter {
        ms += rand::thread_rng().gen_range(0..=ms / 4);
    }
    Duration::from_millis(ms)
}

pub fn with_retry<T, F>(cfg: &RetryConfig, mut op: F) -> anyhow::Result<T>
where
    F: FnMut() -> anyhow::Result<T>,
{
    let mut attempt = 0;
    loop {
        match op() {
            Ok(v) => return Ok(v),
            Err(e) => {
                attempt += 1;
                if attempt > cfg.max_retries + 1 {
                    return Err(e.context(format!("gave up after {attempt} attempts")));
                }
                sleep(backoff(cfg, attempt - 1));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles() {
        let cfg = RetryConfig { max_retries: 3, base_ms: 100, jitter: false };
        assert_eq!(backoff(&cfg, 0), Duration::from_millis(100));
        assert_eq!(backoff(&cfg, 1), Duration::from_millis(200));
    }
}
