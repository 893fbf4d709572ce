use std::env;

#[derive(Clone, Debug)]
pub struct Config {
    pub port: u16,
    pub bucket: String,
    pub max_upload_mb: usize,
    pub max_dimension: u32,
    pub thumb_sizes: Vec<u32>,
}

fn var_or<T: std::str::FromStr>(key: &str, default: T) -> T {
    env::var(key).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

impl Config {
    pub fn from_env() -> Self {
        Config {
            port: var_or("PORT", 8080),
            bucket: env::var("IMGPIPE_BUCKET").unwrap_or_else(|_| "imgpipe-dev".to_string()),
            max_upload_mb: var_or("MAX_UPLOAD_MB", 20),
            max_dimension: var_or("MAX_DIMENSION", 8000),
            thumb_sizes: env::var("THUMB_SIZES")
                .unwrap_or_else(|_| "160,480,1080".to_string())
                .split(',')
                .filter_map(|s| s.trim().parse().ok())
                .collect(),
        }
    }
}
