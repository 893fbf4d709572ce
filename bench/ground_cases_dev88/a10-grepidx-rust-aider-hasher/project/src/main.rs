use std::path::PathBuf;

use clap::Parser;
use grepidx::{build_index, search};

#[derive(Parser)]
#[command(name = "grepidx", about = "Build a word index of a source tree and query it")]
struct Args {
    /// Root of the tree to index
    root: PathBuf,
    /// Words to look up (all must match)
    #[arg(short, long)]
    query: Vec<String>,
}

fn main() -> std::io::Result<()> {
    let args = Args::parse();
    let docs = grepidx::collect(&args.root)?;
    let index = build_index(&docs);
    eprintln!("indexed {} files, {} terms", docs.len(), index.terms());
    for hit in search(&index, &args.query) {
        println!("{}", docs[hit as usize].path.display());
    }
    Ok(())
}
