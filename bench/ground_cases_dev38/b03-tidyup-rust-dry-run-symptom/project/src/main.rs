use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use clap::Parser;

mod config;
mod prune;

/// Clean build caches and old artifacts under a directory.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Cli {
    /// Directory to clean
    root: PathBuf,

    /// Rules file (defaults to <root>/.tidyup.toml)
    #[arg(long)]
    config: Option<PathBuf>,

    /// Only print what would be removed
    #[arg(long)]
    dry_run: bool,

    /// Only remove files last modified longer ago than this (e.g. 30d, 12h)
    #[arg(long, value_parser = parse_age)]
    older_than: Option<Duration>,
}

fn parse_age(s: &str) -> Result<Duration, String> {
    let (num, unit) = s.split_at(s.len().saturating_sub(1));
    let n: u64 = num.parse().map_err(|_| format!("invalid age: {s}"))?;
    match unit {
        "d" => Ok(Duration::from_secs(n * 86_400)),
        "h" => Ok(Duration::from_secs(n * 3_600)),
        _ => Err(format!("unknown unit in {s}: use d or h")),
    }
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let config_path = cli.config.clone().unwrap_or_else(|| cli.root.join(".tidyup.toml"));
    let rules = config::load(&config_path).with_context(|| format!("reading {}", config_path.display()))?;

    let pruner = prune::Pruner { rules: &rules, dry_run: cli.dry_run, max_age: cli.older_than };
    let report = pruner.run(&cli.root)?;

    let verb = if cli.dry_run { "would remove" } else { "removed" };
    for f in &report.removed_files {
        println!("{verb} {}", f.display());
    }
    for d in &report.removed_dirs {
        println!("{verb} {}/", d.display());
    }
    println!("{} files, {} dirs, {} KiB", report.removed_files.len(), report.removed_dirs.len(), report.freed_bytes / 1024);
    Ok(())
}
