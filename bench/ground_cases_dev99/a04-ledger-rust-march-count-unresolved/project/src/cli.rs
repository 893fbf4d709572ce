use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(name = "ledger", version, about = "Summarise bank statement exports")]
pub struct Cli {
    /// Log every skipped or merged row
    #[arg(short, long, global = true)]
    pub verbose: bool,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Totals per category
    Summary {
        /// Revolut statement export (CSV)
        file: PathBuf,
        /// Fail on rows that cannot be read instead of skipping them
        #[arg(long)]
        strict: bool,
        /// Only transactions in this month, e.g. 2025-03
        #[arg(long, value_parser = parse_month)]
        month: Option<(i32, u32)>,
        #[arg(long, value_enum, default_value_t = Format::Table)]
        format: Format,
    },
    /// Print the imported transactions
    List {
        file: PathBuf,
        /// Only this category
        #[arg(long)]
        category: Option<String>,
    },
}

fn parse_month(raw: &str) -> Result<(i32, u32), String> {
    let (year, month) = raw.split_once('-').ok_or("expected YYYY-MM")?;
    let year: i32 = year.parse().map_err(|_| "bad year")?;
    let month: u32 = month.parse().map_err(|_| "bad month")?;
    if !(1..=12).contains(&month) {
        return Err("month must be 01-12".into());
    }
    Ok((year, month))
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    Table,
    Json,
}
