use std::path::{Path, PathBuf};
use std::time::Duration;

use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    pub listen: String,
    #[serde(default)]
    pub endpoints: Vec<Endpoint>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Endpoint {
    pub name: String,
    pub url: String,
    secret: String,
    #[serde(default = "default_attempts")]
    pub max_attempts: u32,
    #[serde(with = "humantime_serde", default = "default_base")]
    pub retry_base: Duration,
    #[serde(with = "humantime_serde", default = "default_max")]
    pub retry_max: Duration,
}

fn default_attempts() -> u32 {
    5
}

fn default_base() -> Duration {
    Duration::from_millis(500)
}

fn default_max() -> Duration {
    Duration::from_secs(30)
}

impl Endpoint {
    pub fn sign(&self, body: &[u8]) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(self.secret.as_bytes()).expect("hmac accepts any key length");
        mac.update(body);
        hex::encode(mac.finalize().into_bytes())
    }
}

pub fn load(path: &Path) -> anyhow::Result<Config> {
    let text = std::fs::read_to_string(path)?;
    let config: Config = toml::from_str(&text)?;
    Ok(config)
}

pub fn default_path() -> PathBuf {
    std::env::var_os("KUMO_RELAY_CONFIG")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/etc/kumo-relay/relay.toml"))
}
