use std::path::PathBuf;

use anyhow::Result;
use clap::Parser;

mod keys;
mod merge;
mod record;

/// Find and merge duplicate contacts in a CRM export before the re-import.
#[derive(Parser)]
struct Args {
    /// CRM export (CSV, comma separated, UTF-8)
    input: PathBuf,
    /// Where to write the merged contacts
    #[arg(short, long, default_value = "merged.csv")]
    output: PathBuf,
    /// Only print the groups that would be merged
    #[arg(long)]
    dry_run: bool,
    /// With --dry-run: also write the groups with names and emails to this CSV
    #[arg(long)]
    report: Option<PathBuf>,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let contacts = record::read_contacts(&args.input)?;
    let groups = merge::group_duplicates(&contacts);
    let merged_away: usize = groups.iter().map(|g| g.len() - 1).sum();
    eprintln!("{} contacts, {} duplicate groups, {} records merged away", contacts.len(), groups.len(), merged_away);
    if args.dry_run {
        for g in &groups {
            let ids: Vec<&str> = g.iter().map(|&i| contacts[i].id.as_str()).collect();
            println!("{}", ids.join(","));
        }
        if let Some(path) = &args.report {
            let mut w = csv::Writer::from_path(path)?;
            w.write_record(["group", "id", "first_name", "last_name", "email", "phone", "company"])?;
            for (n, g) in groups.iter().enumerate() {
                for &i in g {
                    let c = &contacts[i];
                    let group = (n + 1).to_string();
                    w.write_record([group.as_str(), &c.id, &c.first_name, &c.last_name, &c.email, &c.phone, &c.company])?;
                }
            }
            w.flush()?;
        }
        return Ok(());
    }
    let merged = merge::merge_groups(&contacts, &groups);
    record::write_contacts(&args.output, &merged)?;
    Ok(())
}
