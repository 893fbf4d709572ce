mod prune;
mod scan;

use std::fs;
use std::path::PathBuf;
use std::time::{Duration, SystemTime};

use anyhow::Result;
use clap::Parser;

/// Delete old database backups, keeping the newest ones.
#[derive(Parser, Debug)]
#[command(version)]
struct Args {
    /// Directory holding the backups
    dir: PathBuf,
    /// Only files whose name starts with this
    #[arg(long, default_value = "db-")]
    prefix: String,
    /// How many backups to keep
    #[arg(long, default_value_t = 7)]
    keep: usize,
    /// Never delete backups younger than this many days
    #[arg(long, default_value_t = 0)]
    min_age_days: u64,
    /// Print what would be deleted without deleting
    #[arg(long)]
    dry_run: bool,
}

fn human_size(bytes: u64) -> String {
    const KIB: f64 = 1024.0;
    let b = bytes as f64;
    if b >= KIB * KIB {
        format!("{:.1} MiB", b / KIB / KIB)
    } else {
        format!("{:.1} KiB", b / KIB)
    }
}

fn main() -> Result<()> {
    let args = Args::parse();
    let backups = scan::scan(&args.dir, &args.prefix)?;
    let total = backups.len();
    let cutoff = SystemTime::now() - Duration::from_secs(args.min_age_days * 86_400);
    let doomed: Vec<_> = prune::select_to_delete(backups, args.keep)
        .into_iter()
        .filter(|b| b.modified < cutoff)
        .collect();
    for b in &doomed {
        if args.dry_run {
            println!("would delete {} ({})", b.path.display(), human_size(b.size));
            continue;
        }
        fs::remove_file(&b.path)?;
        println!("deleted {}", b.path.display());
    }
    println!("{} backups, {} deleted", total, doomed.len());
    Ok(())
}
