mod merge;
mod model;

use std::fs;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;

use crate::model::{Index, Source};

#[derive(Parser)]
#[command(about = "Merge label sets from many repos into one index")]
struct Args {
    /// Directory of <source>.json files
    input: PathBuf,
    /// Where to write index.json
    #[arg(short, long, default_value = "index.json")]
    out: PathBuf,
}

fn load_sources(dir: &PathBuf) -> Result<Vec<Source>> {
    let mut sources = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let path = entry?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let text = fs::read_to_string(&path)?;
        sources.push(serde_json::from_str(&text).with_context(|| format!("parsing {}", path.display()))?);
    }
    sources.sort_by(|a: &Source, b: &Source| a.id.cmp(&b.id));
    Ok(sources)
}

fn main() -> Result<()> {
    let args = Args::parse();
    let sources = load_sources(&args.input)?;
    let lists: Vec<_> = sources.iter().map(|s| s.labels.clone()).collect();
    let index = Index::new(merge::merge_labels(&lists), sources.len());
    fs::write(&args.out, serde_json::to_string_pretty(&index)?)?;
    eprintln!("{} labels from {} sources", index.len(), index.sources);
    Ok(())
}
