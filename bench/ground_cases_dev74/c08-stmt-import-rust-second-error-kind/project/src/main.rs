use std::path::PathBuf;

use anyhow::Result;
use clap::{Parser, Subcommand};

mod bank;
mod dedupe;
mod parse;
mod statement;

#[derive(Parser)]
#[command(name = "stmt-import", version)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Normalize one statement file to JSON lines on stdout.
    Import {
        #[arg(long, value_enum)]
        bank: bank::Bank,
        file: PathBuf,
    },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    match cli.cmd {
        Cmd::Import { bank, file } => {
            let report = statement::import(&file, bank)?;
            for txn in &report.txns {
                println!("{}", serde_json::to_string(txn)?);
            }
            eprintln!(
                "{}: {} imported, {} rejected",
                file.display(),
                report.txns.len(),
                report.rejected.len()
            );
            if !report.rejected.is_empty() {
                eprintln!("rejected (first 10):");
                for (line, err) in report.rejected.iter().take(10) {
                    eprintln!("  line {line}: {err}");
                }
            }
        }
    }
    Ok(())
}
