use clap::{Parser, Subcommand};
use std::path::PathBuf;

use crate::util::parse_size;

#[derive(Parser, Debug)]
#[command(name = "dusk", version, about = "Find what eats your disk")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// List the biggest files under a directory
    Top {
        path: PathBuf,
        #[arg(short, long, default_value_t = 20)]
        count: usize,
        /// Ignore files smaller than this (bytes, or with a K/M/G suffix)
        #[arg(long, value_parser = parse_size, default_value = "0")]
        min_size: u64,
    },
    /// Totals per file extension
    Stats {
        path: PathBuf,
        /// Print JSON instead of a table
        #[arg(long)]
        json: bool,
    },
}
