mod filter;
mod parser;

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufRead, BufReader};

use clap::Parser;
use regex::Regex;

use crate::filter::Filter;
use crate::parser::{parse_line, Level};

#[derive(Parser, Debug)]
#[command(name = "logtail", version, about = "Filter and summarise service logs")]
struct Args {
    /// Log file to read
    file: String,
    /// Minimum level: trace, debug, info, warn, error
    #[arg(long)]
    level: Option<String>,
    /// Only records whose target starts with this
    #[arg(long)]
    target: Option<String>,
    /// Regex matched against the message
    #[arg(long)]
    grep: Option<String>,
    /// key=value, may be repeated
    #[arg(long = "field")]
    fields: Vec<String>,
    /// Print counts per target instead of the records
    #[arg(long)]
    summary: bool,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let filter = Filter {
        min_level: args.level.as_deref().and_then(Level::parse),
        target_prefix: args.target.clone(),
        grep: args.grep.as_deref().map(Regex::new).transpose()?,
        field_eq: args
            .fields
            .iter()
            .filter_map(|f| f.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())))
            .collect(),
    };

    let reader = BufReader::new(File::open(&args.file).unwrap());
    let mut per_target: BTreeMap<String, usize> = BTreeMap::new();
    for line in reader.lines() {
        let line = line?;
        let Some(rec) = parse_line(&line) else { continue };
        if !filter.matches(&rec) {
            continue;
        }
        if args.summary {
            *per_target.entry(rec.target.clone()).or_default() += 1;
        } else {
            println!("{line}");
        }
    }
    if args.summary {
        for (target, n) in per_target {
            println!("{n:>8}  {target}");
        }
    }
    Ok(())
}
