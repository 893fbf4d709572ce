use anyhow::Result;
use clap::{Parser, Subcommand};

mod db;
mod import;
mod parse;

#[derive(Parser)]
#[command(name = "stockctl", version, about = "在庫データの取り込みと集計")]
struct Cli {
    #[arg(long, default_value = "stock.db")]
    db: String,
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// 棚卸しCSVを取り込む
    Import { path: String, #[arg(long)] dry_run: bool },
    /// SKUごとの在庫数を表示
    Summary,
}

fn main() -> Result<()> {
    tracing_subscriber::fmt::init();
    let cli = Cli::parse();
    let conn = db::open(&cli.db)?;
    match cli.cmd {
        Cmd::Import { path, dry_run } => {
            let text = std::fs::read_to_string(&path)?;
            let n = import::run(&conn, &text, dry_run)?;
            println!("{n} rows imported");
        }
        Cmd::Summary => {
            let rows = db::summary(&conn)?;
            let width = rows.iter().map(|(sku, _)| sku.len()).max().unwrap_or(3).max(3);
            println!("{:<width$}  {:>8}", "SKU", "QTY");
            for (sku, qty) in rows {
                println!("{sku:<width$}  {qty:>8}");
            }
        }
    }
    Ok(())
}
