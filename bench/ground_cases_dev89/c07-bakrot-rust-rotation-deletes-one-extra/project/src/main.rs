mod cli;
mod fsutil;
mod rotate;

use anyhow::{Context, Result};
use clap::Parser;

fn main() -> Result<()> {
    let args = cli::Args::parse();
    if args.keep == 0 {
        anyhow::bail!("--keep must be at least 1");
    }
    let entries = fsutil::list_matching(&args.dir, &args.pattern)
        .with_context(|| format!("listing {}", args.dir.display()))?;
    let plan = rotate::plan_deletions(entries, args.keep);

    for path in &plan.keep {
        if args.verbose {
            println!("keep   {}", path.display());
        }
    }
    let mut deleted = 0;
    for path in &plan.delete {
        if args.dry_run {
            println!("would delete {}", path.display());
            continue;
        }
        if args.verbose {
            println!("delete {}", path.display());
        }
        std::fs::remove_file(path).with_context(|| format!("deleting {}", path.display()))?;
        deleted += 1;
    }
    if args.dry_run {
        eprintln!("bakrot: dry run, would keep {} and delete {}", plan.keep.len(), plan.delete.len());
    } else {
        eprintln!("bakrot: kept {}, deleted {}", plan.keep.len(), deleted);
    }
    Ok(())
}
