use std::path::PathBuf;

use anyhow::Result;
use clap::{Parser, Subcommand};

mod index;
mod output;
mod walk;

#[derive(Parser)]
#[command(name = "snapidx", version, about = "Local code search index")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Rebuild the index from one or more roots
    Reindex {
        #[arg(long = "root", default_value = ".")]
        roots: Vec<PathBuf>,
    },
    /// Search the index for a token
    Search {
        query: String,
        #[arg(short, long, default_value_t = 50)]
        limit: usize,
        /// Print hits as a JSON array instead of path:line
        #[arg(long)]
        json: bool,
    },
}

fn main() -> Result<()> {
    env_logger::init();
    let cli = Cli::parse();
    match cli.cmd {
        Cmd::Reindex { roots } => {
            let idx = index::build_index(&roots)?;
            idx.save(&index::default_path())?;
            eprintln!("indexed {} files, {} tokens", idx.files.len(), idx.postings.len());
        }
        Cmd::Search { query, limit, json } => {
            let idx = index::Index::load(&index::default_path())?;
            let hits = idx.search(&query, limit);
            if json {
                output::print_hits_json(&hits)?;
            } else {
                output::print_hits(&hits);
            }
        }
    }
    Ok(())
}
