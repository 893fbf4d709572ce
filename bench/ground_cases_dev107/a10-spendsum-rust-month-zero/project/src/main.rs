mod parse;
mod report;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

/// Sums a bank CSV export by month and category.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    /// CSV with columns date,category,amount[,note]
    file: PathBuf,
    /// Only this category
    #[arg(long)]
    category: Option<String>,
    /// Only expenses from this date on (YYYY-MM-DD)
    #[arg(long, value_parser = parse_date)]
    since: Option<chrono::NaiveDate>,
}

fn parse_date(s: &str) -> Result<chrono::NaiveDate, String> {
    chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").map_err(|e| format!("expected YYYY-MM-DD: {e}"))
}

fn main() -> ExitCode {
    let args = Args::parse();
    let mut expenses = match parse::read_expenses(&args.file) {
        Ok(e) => e,
        Err(err) => {
            eprintln!("spendsum: {}: {err}", args.file.display());
            return ExitCode::FAILURE;
        }
    };
    if let Some(since) = args.since {
        expenses.retain(|e| e.date >= since);
    }
    if let Some(cat) = &args.category {
        let cat = cat.to_lowercase();
        expenses.retain(|e| e.category == cat);
    }
    let lines = report::totals(&expenses);
    print!("{}", report::render(&lines));
    ExitCode::SUCCESS
}
