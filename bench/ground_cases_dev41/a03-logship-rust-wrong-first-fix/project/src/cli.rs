use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;

/// Tail log files and ship them to the collector.
#[derive(Debug, Parser)]
#[command(name = "logship", version)]
pub struct Args {
    /// Config file (TOML).
    #[arg(short, long, default_value = "logship.toml")]
    pub config: PathBuf,

    /// Files to tail; overrides `inputs` from the config.
    #[arg(value_name = "FILE")]
    pub inputs: Vec<PathBuf>,

    /// Collector endpoint; overrides `endpoint` from the config.
    #[arg(long)]
    pub endpoint: Option<String>,

    /// How often to flush batches, e.g. "500ms", "30s", "2m"; overrides the config.
    #[arg(long, value_parser = parse_interval)]
    pub flush_interval: Option<Duration>,

    /// Maximum lines per batch; overrides the config.
    #[arg(long)]
    pub batch_size: Option<usize>,

    /// Print batches instead of sending them.
    #[arg(long)]
    pub dry_run: bool,
}

fn parse_interval(raw: &str) -> Result<Duration, String> {
    crate::duration::parse_duration(raw).map_err(|e| format!("invalid interval {raw:?}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flush_interval_understands_units() {
        let args = Args::try_parse_from(["logship", "--flush-interval", "2m", "a.log"]).unwrap();
        assert_eq!(args.flush_interval, Some(Duration::from_secs(120)));
        let args = Args::try_parse_from(["logship", "--flush-interval", "500ms", "a.log"]).unwrap();
        assert_eq!(args.flush_interval, Some(Duration::from_millis(500)));
    }
}
