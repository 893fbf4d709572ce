mod clean;
mod cli;
mod scan;

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use clap::Parser;

fn confirm(question: &str) -> bool {
    print!("{question} [y/N] ");
    io::stdout().flush().ok();
    let mut line = String::new();
    io::stdin().lock().read_line(&mut line).ok();
    matches!(line.trim(), "y" | "Y" | "yes")
}

fn main() -> ExitCode {
    let args = cli::Args::parse();
    let found: Vec<_> = scan::find_stale(&args.root, args.days)
        .into_iter()
        .filter(|f| f.size >= args.min_size)
        .collect();
    if found.is_empty() {
        println!("nothing older than {} days under {}", args.days, args.root.display());
        return ExitCode::SUCCESS;
    }
    let total: u64 = found.iter().map(|f| f.size).sum();
    println!("{} stale target/ dirs, {}", found.len(), clean::human(total));
    if !args.dry_run && !args.yes && !confirm("delete them?") {
        return ExitCode::FAILURE;
    }
    match clean::remove_all(&found, args.dry_run) {
        Ok(freed) => {
            println!("freed {}", clean::human(freed));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("sweep: {e}");
            ExitCode::from(2)
        }
    }
}
