use std::path::PathBuf;

use clap::{Parser, Subcommand};

/// Small CSV swiss-army knife.
#[derive(Debug, Parser)]
#[command(name = "csvtool", version, about)]
pub struct Cli {
    /// Input file (reads stdin when omitted)
    #[arg(short, long, global = true)]
    pub input: Option<PathBuf>,

    /// Field delimiter: one character, or "tab"
    #[arg(short, long, global = true, default_value = ",", value_parser = parse_delimiter)]
    pub delimiter: char,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the selected columns ("all" for every column)
    Select {
        #[arg(short, long, default_value = "all")]
        columns: String,
    },
    /// Count, sum, min, max and mean of a numeric column
    Stats { column: String },
    /// Number of data rows
    Count,
}

fn parse_delimiter(s: &str) -> Result<char, String> {
    if s == "tab" {
        return Ok('\t');
    }
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c != '\n' && c != '\r' => Ok(c),
        _ => Err(format!("delimiter must be a single character or \"tab\", got {s:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_select_columns() {
        let cli = Cli::parse_from(["csvtool", "select", "--columns", "a,b"]);
        assert!(matches!(cli.command, Command::Select { columns } if columns == "a,b"));
    }
}
