mod args;
mod split;

use std::fs;
use std::process;

use anyhow::Result;
use clap::Parser;

use crate::args::Args;

fn run(args: &Args) -> Result<usize> {
    if args.delimiter != ',' && args.verbose {
        eprintln!("note: delimiter {:?} is accepted but rows are copied as-is", args.delimiter);
    }
    fs::create_dir_all(&args.out)?;
    let summary = split::split(&args.input, &args.out, &args.stem(), args.rows)?;
    if args.verbose {
        for f in &summary.files {
            println!("wrote {}", f.display());
        }
    }
    println!("{} rows -> {} files", summary.rows, summary.files.len());
    Ok(summary.files.len())
}

fn main() {
    let args = Args::parse();
    match run(&args) {
        Ok(n) if n == 0 => {
            eprintln!("warning: input has a header but no rows");
            process::exit(2);
        }
        Ok(_) => process::exit(0),
        Err(e) => {
            eprintln!("error: {e:#}");
            process::exit(1);
        }
    }
}
