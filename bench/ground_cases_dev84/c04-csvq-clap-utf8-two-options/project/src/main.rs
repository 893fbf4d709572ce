use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

mod export;
mod progress;
mod reader;
mod stats;

#[derive(Parser)]
#[command(name = "csvq", version, about = "Quick stats, head and export for CSV files")]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Field delimiter (one ASCII character)
    #[arg(short = 'd', long, global = true, default_value_t = ',')]
    delimiter: char,
}

#[derive(Subcommand)]
enum Command {
    /// Row count, null counts and numeric ranges per column
    Stats {
        file: PathBuf,
    },
    /// Print the first rows as a table
    Head {
        file: PathBuf,
        #[arg(short = 'n', long, default_value_t = 10)]
        rows: usize,
    },
    /// Convert rows to another format on stdout
    Export {
        file: PathBuf,
        #[arg(long, value_enum, default_value_t = Format::Json)]
        to: Format,
    },
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Json,
    Tsv,
}

fn run(cli: Cli) -> anyhow::Result<()> {
    if !cli.delimiter.is_ascii() {
        anyhow::bail!("--delimiter must be a single ASCII character, got {:?}", cli.delimiter);
    }
    let delim = cli.delimiter as u8;
    match cli.command {
        Command::Stats { file } => {
            let mut rdr = reader::open(&file, delim)?;
            let report = stats::collect(&mut rdr, progress::for_file(&file))?;
            print!("{report}");
        }
        Command::Head { file, rows } => {
            let mut rdr = reader::open(&file, delim)?;
            stats::print_head(&mut rdr, rows)?;
        }
        Command::Export { file, to } => {
            let mut rdr = reader::open(&file, delim)?;
            export::write(&mut rdr, to, std::io::stdout().lock())?;
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("Error: {err:#}");
            ExitCode::from(2)
        }
    }
}
