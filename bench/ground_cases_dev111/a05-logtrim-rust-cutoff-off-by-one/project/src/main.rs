mod report;
mod retention;

use std::fs;
use std::path::PathBuf;

use chrono::{DateTime, Local};
use clap::Parser;

/// Delete log files older than N days from a directory.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// directory holding the logs
    dir: PathBuf,
    /// how many days of logs to keep
    #[arg(long, default_value_t = 14)]
    keep_days: u32,
    /// only print what would be deleted
    #[arg(short = 'n', long)]
    dry_run: bool,
    /// print the summary as one JSON object
    #[arg(long)]
    json: bool,
}

fn main() -> std::io::Result<()> {
    let args = Args::parse();
    let now = Local::now();
    let mut rep = report::Report::default();
    for entry in fs::read_dir(&args.dir)? {
        let entry = entry?;
        let meta = entry.metadata()?;
        if !meta.is_file() {
            continue;
        }
        let modified: DateTime<Local> = meta.modified()?.into();
        let age = retention::age_days(modified, now);
        if retention::is_expired(age, args.keep_days) {
            if !args.dry_run {
                fs::remove_file(entry.path())?;
            }
            rep.deleted(entry.path(), meta.len());
        } else {
            rep.kept(meta.len());
        }
    }
    if args.json {
        rep.print_json(args.dry_run);
    } else {
        rep.print(args.dry_run);
    }
    Ok(())
}
