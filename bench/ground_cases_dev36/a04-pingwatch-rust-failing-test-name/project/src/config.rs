use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};
use serde::Deserialize;

use crate::duration::parse_duration;

#[derive(Debug, Deserialize)]
struct RawTarget {
    name: String,
    url: String,
    every: Option<String>,
    timeout: Option<String>,
}

#[derive(Debug, Deserialize)]
struct RawConfig {
    every: String,
    timeout: String,
    samples: Option<u32>,
    #[serde(rename = "target")]
    targets: Vec<RawTarget>,
}

#[derive(Debug)]
pub struct Target {
    pub name: String,
    pub url: String,
    pub every: Duration,
    pub timeout: Duration,
}

#[derive(Debug)]
pub struct Config {
    pub samples: u32,
    pub targets: Vec<Target>,
}

pub fn load(path: &Path) -> Result<Config> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let raw: RawConfig = toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))?;
    let every = parse_duration(&raw.every).context("top-level `every`")?;
    let timeout = parse_duration(&raw.timeout).context("top-level `timeout`")?;
    let targets = raw
        .targets
        .into_iter()
        .map(|t| {
            Ok(Target {
                every: t.every.as_deref().map(parse_duration).transpose()?.unwrap_or(every),
                timeout: t.timeout.as_deref().map(parse_duration).transpose()?.unwrap_or(timeout),
                name: t.name,
                url: t.url,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Config { samples: raw.samples.unwrap_or(5), targets })
}
