mod import;

use anyhow::Result;
use clap::Parser;
use std::path::PathBuf;

#[derive(Parser)]
#[command(about = "Import bank exports into the ledger")]
struct Args {
    /// export file(s) to import
    files: Vec<PathBuf>,
    /// only print what would be imported
    #[arg(long)]
    dry_run: bool,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let mut total = 0i64;
    let mut count = 0usize;
    for f in &args.files {
        let entries = import::read_file(f)?;
        for e in &entries {
            if args.dry_run {
                println!("{} {:>8} {:>12} {}", e.date, e.account, e.amount_cents, e.memo);
            }
            total += e.amount_cents;
        }
        count = count + entries.len();
    }
    println!("{} entries, net {:.2}", count, total as f64 / 100.0);
    Ok(())
}
