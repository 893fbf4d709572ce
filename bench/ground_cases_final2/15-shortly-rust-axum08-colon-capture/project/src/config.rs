use std::env;

pub struct Config {
    pub addr: String,
    pub base_url: String,
}

impl Config {
    pub fn from_env() -> Self {
        Self {
            addr: env::var("SHORTLY_ADDR").unwrap_or_else(|_| "0.0.0.0:3000".into()),
            base_url: env::var("SHORTLY_BASE_URL").unwrap_or_else(|_| "http://localhost:3000".into()),
        }
    }
}
