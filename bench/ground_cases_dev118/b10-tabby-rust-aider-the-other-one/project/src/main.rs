mod config;
mod render;
mod table;

use clap::Parser;
use std::path::PathBuf;

#[derive(Parser)]
#[command(about = "Print a CSV file as an aligned table")]
struct Args {
    file: PathBuf,
    /// Do not print the header row and the rule under it
    #[arg(long)]
    no_header: bool,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let cfg = config::load();
    let mut reader = csv::Reader::from_path(&args.file)?;
    let header = reader.headers()?.iter().map(String::from).collect();
    let mut rows = Vec::new();
    for record in reader.records() {
        rows.push(record?.iter().map(String::from).collect());
    }
    let table = table::Table { header, rows };
    print!("{}", render::render(&table, &cfg, !args.no_header));
    Ok(())
}
