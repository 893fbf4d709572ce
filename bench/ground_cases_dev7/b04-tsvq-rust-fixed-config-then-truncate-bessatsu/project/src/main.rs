use std::path::PathBuf;

use anyhow::Context;
use clap::Parser;

mod config;
mod reader;
mod render;
mod table;

#[derive(Parser)]
#[command(version, about)]
struct Cli {
    /// File to show (TSV by default)
    file: PathBuf,
    /// Maximum width of one cell, in columns
    #[arg(short = 'w', long)]
    max_width: Option<usize>,
    /// Field delimiter (default: tab, or `delimiter` in ~/.tsvqrc)
    #[arg(short, long)]
    delimiter: Option<char>,
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let cfg = match dirs::home_dir().map(|h| h.join(".tsvqrc")) {
        Some(p) if p.exists() => config::load(&p).with_context(|| format!("reading {}", p.display()))?,
        _ => config::Config::default(),
    };
    let delimiter = cli.delimiter.or(cfg.delimiter).unwrap_or('\t');
    let max_width = cli.max_width.or(cfg.max_width).unwrap_or(32);
    let rows = reader::read_rows(&cli.file, delimiter)?;
    print!("{}", table::render(&rows, max_width));
    Ok(())
}
