use std::path::PathBuf;

use clap::Parser;

/// Split a CSV file into chunks with the header repeated.
#[derive(Debug, Parser)]
#[command(version, about)]
pub struct Args {
    /// Input CSV file
    pub input: PathBuf,

    /// Maximum data rows per output file
    #[arg(long, default_value_t = 100_000)]
    pub rows: usize,

    /// Output directory (created if missing)
    #[arg(long, default_value = "parts")]
    pub out: PathBuf,

    /// Field delimiter of the input (kept for column-aware splitting)
    #[arg(short, long, default_value_t = ',')]
    pub delimiter: char,

    /// Print one line per written file
    #[arg(short, long)]
    pub verbose: bool,
}

impl Args {
    pub fn stem(&self) -> String {
        self.input
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "part".to_string())
    }
}
