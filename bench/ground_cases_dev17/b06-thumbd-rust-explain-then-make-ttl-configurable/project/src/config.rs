use std::env;
use std::time::Duration;

use anyhow::{Context, Result};

#[derive(Debug, Clone)]
pub struct Config {
    pub port: u16,
    pub origin_base_url: String,
    pub origin_timeout: Duration,
    pub max_width: u32,
    pub max_height: u32,
    pub jpeg_quality: u8,
}

fn var_or<T: std::str::FromStr>(key: &str, default: T) -> Result<T> {
    match env::var(key) {
        Ok(v) => v.parse().ok().with_context(|| format!("invalid value for {key}: {v}")),
        Err(_) => Ok(default),
    }
}

impl Config {
    pub fn from_env() -> Result<Self> {
        Ok(Self {
            port: var_or("PORT", 8080)?,
            origin_base_url: env::var("ORIGIN_BASE_URL").context("ORIGIN_BASE_URL is required")?,
            origin_timeout: Duration::from_millis(var_or("ORIGIN_TIMEOUT_MS", 5_000)?),
            max_width: var_or("MAX_WIDTH", 2048)?,
            max_height: var_or("MAX_HEIGHT", 2048)?,
            jpeg_quality: var_or("JPEG_QUALITY", 82)?,
        })
    }
}
