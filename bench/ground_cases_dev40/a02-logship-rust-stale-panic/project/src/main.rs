use std::path::PathBuf;
use std::thread;

use anyhow::Result;
use clap::Parser;

use logship::config;
use logship::shipper::{Record, Shipper};
use logship::tail;

/// Tails log files and ships their lines to the collector.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Path to logship.toml
    #[arg(short, long, default_value = "/etc/logship/logship.toml")]
    config: PathBuf,

    /// Start from the beginning of each file instead of the end
    #[arg(long)]
    from_start: bool,

    /// Print each batch to stdout as NDJSON instead of sending it
    #[arg(long)]
    dry_run: bool,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let cfg = config::load(&args.config)?;
    eprintln!("logship: {} source(s) -> {}", cfg.sources.len(), cfg.endpoint);

    let handles: Vec<_> = cfg
        .sources
        .clone()
        .into_iter()
        .map(|source| {
            let cfg = cfg.clone();
            let from_start = args.from_start;
            let dry_run = args.dry_run;
            thread::spawn(move || -> Result<()> {
                let mut shipper = Shipper::new(&cfg, &source, dry_run)?;
                tail::follow(&source.path, from_start, |line, ts| {
                    shipper.push(&Record { tag: &source.tag, line, ts })
                })
            })
        })
        .collect();

    for h in handles {
        h.join().expect("source thread panicked")?;
    }
    Ok(())
}
