use std::fs::File;
use std::io::{self, BufRead, BufReader};

use anyhow::Result;
use clap::Parser;

mod filter;
mod parse;

use filter::Filter;

#[derive(Parser)]
#[command(version, about = "Filter app-server logs by time and level")]
struct Args {
    /// Log files; stdin when none
    files: Vec<String>,
    #[arg(long)]
    since: Option<String>,
    #[arg(long)]
    until: Option<String>,
    #[arg(long)]
    level: Option<String>,
    #[arg(long)]
    grep: Option<String>,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let filter = Filter {
        since: args.since.as_deref().map(parse::parse_bound).transpose()?,
        until: args.until.as_deref().map(parse::parse_bound).transpose()?,
        min_level: args.level.map(|l| l.to_uppercase()),
        grep: args.grep,
    };
    let readers: Vec<Box<dyn BufRead>> = if args.files.is_empty() {
        vec![Box::new(BufReader::new(io::stdin()))]
    } else {
        args.files.iter().map(|f| Ok(Box::new(BufReader::new(File::open(f)?)) as Box<dyn BufRead>)).collect::<Result<_>>()?
    };
    for reader in readers {
        for line in reader.lines() {
            let line = line?;
            match parse::parse_line(&line) {
                Ok(entry) if filter.keep(&entry) => println!("{line}"),
                Ok(_) => {}
                Err(_) => eprintln!("skip: {line}"),
            }
        }
    }
    Ok(())
}
