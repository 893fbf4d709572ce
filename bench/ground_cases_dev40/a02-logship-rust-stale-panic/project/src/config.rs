//! The configuration file (`logship.toml`).

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{bail, Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct RawConfig {
    endpoint: String,
    #[serde(default = "default_batch_size")]
    batch_size: usize,
    flush_interval: Option<String>,
    http: Option<RawHttp>,
    #[serde(rename = "source", default)]
    sources: Vec<RawSource>,
}

#[derive(Debug, Deserialize)]
struct RawHttp {
    timeout_secs: Option<u64>,
    token_env: Option<String>,
}

#[derive(Debug, Deserialize)]
struct RawSource {
    path: PathBuf,
    tag: Option<String>,
    /// Overrides the global batch_size for this file.
    batch_size: Option<usize>,
}

#[derive(Debug, Clone)]
pub struct Source {
    pub path: PathBuf,
    pub tag: String,
    pub batch_size: usize,
}

#[derive(Debug, Clone)]
pub struct Config {
    pub endpoint: String,
    pub batch_size: usize,
    pub flush_interval: Duration,
    pub timeout: Duration,
    pub token: Option<String>,
    pub sources: Vec<Source>,
}

fn default_batch_size() -> usize {
    500
}

/// Parses "500ms", "5s", "2m" (a bare number is seconds).
pub fn parse_duration(s: &str) -> Result<Duration> {
    let s = s.trim();
    let (num, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len()));
    let n: u64 = num.parse().with_context(|| format!("bad duration {s:?}"))?;
    Ok(match unit {
        "ms" => Duration::from_millis(n),
        "s" | "" => Duration::from_secs(n),
        "m" => Duration::from_secs(n * 60),
        other => bail!("unknown duration unit {other:?} in {s:?}"),
    })
}

pub fn load(path: &Path) -> Result<Config> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let raw: RawConfig = toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))?;
    if raw.sources.is_empty() {
        bail!("{}: no [[source]] configured", path.display());
    }
    let flush_interval = parse_duration(raw.flush_interval.as_deref().unwrap_or("5s"))?;
    let http = raw.http.as_ref();
    let timeout = Duration::from_secs(http.and_then(|h| h.timeout_secs).unwrap());
    let token = http
        .and_then(|h| h.token_env.as_deref())
        .map(|var| std::env::var(var).with_context(|| format!("{var} is not set")))
        .transpose()?;
    let sources = raw
        .sources
        .into_iter()
        .map(|s| Source {
            tag: s.tag.unwrap_or_else(|| s.path.file_stem().unwrap_or_default().to_string_lossy().into_owned()),
            batch_size: s.batch_size.unwrap_or(raw.batch_size),
            path: s.path,
        })
        .collect();
    Ok(Config {
        endpoint: raw.endpoint,
        batch_size: raw.batch_size,
        flush_interval,
        timeout,
        token,
        sources,
    })
}
