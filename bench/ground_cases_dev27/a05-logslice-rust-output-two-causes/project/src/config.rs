use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::Parser;
use serde::Deserialize;
use time::OffsetDateTime;

#[derive(Parser, Debug)]
#[command(name = "logslice", version, about = "Cut a time window out of JSON-lines logs")]
pub struct Cli {
    /// Log files to read ("-" for stdin)
    #[arg(default_value = "-")]
    pub inputs: Vec<String>,
    /// Keep entries newer than this (RFC 3339, or a duration like 90m)
    #[arg(long)]
    pub since: Option<String>,
    /// Keep entries older than this
    #[arg(long)]
    pub until: Option<String>,
    /// Lowest level to keep (debug, info, warn, error)
    #[arg(long, short)]
    pub level: Option<String>,
    /// Where to write matches ("-" for stdout)
    #[arg(long, short)]
    pub output: Option<String>,
    /// Keep reading as the files grow
    #[arg(long, short)]
    pub follow: bool,
    /// Config file (default: ./.logslice.toml, then ~/.config/logslice/config.toml)
    #[arg(long)]
    pub config: Option<PathBuf>,
}

#[derive(Deserialize, Default, Debug)]
#[serde(deny_unknown_fields)]
struct FileConfig {
    output: Option<String>,
    level: Option<String>,
    time_field: Option<String>,
}

#[derive(Debug)]
pub struct Settings {
    pub output: String,
    pub level: Option<String>,
    pub time_field: String,
    pub since: Option<OffsetDateTime>,
    pub until: Option<OffsetDateTime>,
}

impl Settings {
    /// The command line wins over the config file, which wins over the defaults.
    pub fn load(cli: &Cli) -> Result<Self> {
        let file = read_file_config(cli.config.as_deref())?;
        let mut s = Settings {
            output: "-".to_string(),
            level: None,
            time_field: "ts".to_string(),
            since: cli.since.as_deref().map(crate::filter::parse_when).transpose()?,
            until: cli.until.as_deref().map(crate::filter::parse_when).transpose()?,
        };
        if let Some(o) = &cli.output {
            s.output = o.clone();
        }
        if let Some(l) = &cli.level {
            s.level = Some(l.clone());
        }
        if let Some(o) = file.output {
            s.output = o;
        }
        if let Some(l) = file.level {
            s.level.get_or_insert(l);
        }
        if let Some(t) = file.time_field {
            s.time_field = t;
        }
        Ok(s)
    }
}

fn read_file_config(explicit: Option<&Path>) -> Result<FileConfig> {
    let candidates: Vec<PathBuf> = match explicit {
        Some(p) => vec![p.to_path_buf()],
        None => [Some(PathBuf::from(".logslice.toml")), dirs::config_dir().map(|d| d.join("logslice/config.toml"))]
            .into_iter()
            .flatten()
            .collect(),
    };
    for path in candidates {
        if path.is_file() {
            let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
            return toml::from_str(&text).with_context(|| format!("bad config {}", path.display()));
        }
    }
    Ok(FileConfig::default())
}
