mod cli;
mod import;
mod model;
mod rules;
mod summary;

use std::fs::File;

use anyhow::{Context, Result};
use clap::Parser;

use cli::{Cli, Command, Format};
use rules::Rules;

fn main() -> Result<()> {
    let cli = Cli::parse();
    env_logger::Builder::new()
        .filter_level(if cli.verbose { log::LevelFilter::Debug } else { log::LevelFilter::Warn })
        .init();

    match cli.command {
        Command::Summary { file, strict: _, month, format } => {
            let input = File::open(&file).with_context(|| format!("cannot open {}", file.display()))?;
            let (mut txs, stats) = import::import(input, &Rules::builtin())?;
            if cli.verbose {
                eprintln!(
                    "read {} rows: {} imported, {} not completed, {} unreadable date, {} merged as duplicates",
                    stats.read,
                    txs.len(),
                    stats.not_completed,
                    stats.bad_date,
                    stats.duplicates
                );
            }
            if let Some((year, month)) = month {
                txs = summary::in_month(txs, year, month);
            }
            let totals = summary::by_category(&txs);
            match format {
                Format::Table => print!("{}", summary::render_table(&totals)),
                Format::Json => println!("{}", serde_json::to_string_pretty(&totals)?),
            }
        }
        Command::List { file, category } => {
            let input = File::open(&file).with_context(|| format!("cannot open {}", file.display()))?;
            let (txs, _) = import::import(input, &Rules::builtin())?;
            for tx in txs.iter().filter(|t| category.as_deref().map_or(true, |c| t.category == c)) {
                println!("{}  {:>10} {}  {:<14} {}", tx.date, tx.amount, tx.currency, tx.category, tx.description);
            }
        }
    }
    Ok(())
}
