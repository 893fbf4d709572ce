mod duration;
mod report;

use std::fs;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

/// Sums a plain-text time log ("2025-11-03 OPS-112 1h30m") per ticket.
#[derive(Parser)]
struct Args {
    /// The time log file
    log: PathBuf,
    /// Print JSON instead of a table
    #[arg(long)]
    json: bool,
    /// Only count entries on or after this date (YYYY-MM-DD)
    #[arg(long)]
    since: Option<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let text = match fs::read_to_string(&args.log) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("tally: {}: {e}", args.log.display());
            return ExitCode::FAILURE;
        }
    };
    let mut entries = report::read_log(&text);
    if let Some(since) = &args.since {
        // ISO dates compare correctly as strings
        entries.retain(|e| e.date.as_str() >= since.as_str());
    }
    match report::per_ticket(&entries) {
        Ok(lines) => {
            if args.json {
                println!("{}", serde_json::to_string_pretty(&lines).expect("lines serialize"));
                return ExitCode::SUCCESS;
            }
            for line in lines {
                println!("{:<12} {:>8}", line.ticket, line.display);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tally: {e}");
            ExitCode::FAILURE
        }
    }
}
