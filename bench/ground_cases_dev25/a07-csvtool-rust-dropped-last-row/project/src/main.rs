mod cli;
mod reader;
mod stats;

use anyhow::{bail, Result};
use clap::Parser;

use cli::{Cli, Command};

fn main() -> Result<()> {
    let cli = Cli::parse();
    let text = reader::read_input(cli.input.as_deref())?;
    let table = reader::parse(&text, cli.delimiter)?;
    let sep = cli.delimiter.to_string();

    match cli.command {
        Command::Select { columns } => {
            let picked: Vec<usize> = if columns == "all" {
                (0..table.headers.len()).collect()
            } else {
                let mut idx = Vec::new();
                for name in columns.split(',') {
                    match table.column(name.trim()) {
                        Some(i) => idx.push(i),
                        None => bail!("no column named {name:?}"),
                    }
                }
                idx
            };
            let line = |fields: &[String]| picked.iter().map(|&i| fields[i].as_str()).collect::<Vec<_>>().join(sep.as_str());
            println!("{}", line(&table.headers));
            for row in &table.rows {
                println!("{}", line(row));
            }
        }
        Command::Stats { column } => {
            let s = stats::summarize(&table, &column)?;
            println!("count={} sum={} min={} max={} mean={:.2}", s.count, s.sum, s.min, s.max, s.mean());
        }
        Command::Count => println!("{}", table.rows.len()),
    }
    Ok(())
}
