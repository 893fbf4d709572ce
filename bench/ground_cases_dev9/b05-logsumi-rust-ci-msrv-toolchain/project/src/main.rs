mod output;
mod parse;
mod summary;

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;

#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// アクセスログのパス
    log: PathBuf,
    /// 上位何件を表示するか
    #[arg(long, default_value_t = 20)]
    top: usize,
    /// 数値IDを :id にまとめる
    #[arg(long)]
    normalize: bool,
    /// JSON で出力する
    #[arg(long)]
    json: bool,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let file = File::open(&args.log).with_context(|| format!("cannot open {}", args.log.display()))?;
    let mut acc = summary::Accumulator::new(args.normalize);
    let mut skipped = 0usize;
    for line in BufReader::new(file).lines() {
        match parse::parse_line(&line?) {
            Some(req) => acc.add(&req),
            None => skipped += 1,
        }
    }
    let rows = acc.finish(args.top);
    if args.json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
    } else {
        output::print_table(&rows, 60);
    }
    if skipped > 0 {
        eprintln!("{skipped} 行は形式が違うため読み飛ばしました");
    }
    Ok(())
}
