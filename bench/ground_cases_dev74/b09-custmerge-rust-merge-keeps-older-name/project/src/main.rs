mod io;
mod merge;
mod model;
mod normalize;

use std::path::PathBuf;

use anyhow::Result;
use clap::Parser;

/// Merge the EC and CRM customer exports into one deduplicated list.
#[derive(Parser)]
struct Args {
    /// customers.csv exported from the shop
    #[arg(long)]
    ec: PathBuf,
    /// contacts.csv exported from the CRM
    #[arg(long)]
    crm: PathBuf,
    /// where to write the merged list
    #[arg(long, default_value = "merged.csv")]
    out: PathBuf,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let mut records = io::read_customers(&args.ec, "ec")?;
    records.extend(io::read_customers(&args.crm, "crm")?);

    let (merged, stats) = merge::merge_all(records);
    io::write_customers(&args.out, &merged)?;
    eprintln!("{stats}");
    Ok(())
}
