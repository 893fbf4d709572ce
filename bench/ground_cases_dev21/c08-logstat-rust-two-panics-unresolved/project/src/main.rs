mod parse;
mod stats;

use std::fs::File;
use std::io::{BufRead, BufReader};

use clap::Parser;

/// 统计 nginx access log（我们的 log_format main_ext）
#[derive(Parser, Debug)]
struct Args {
    /// 日志文件路径
    file: String,
    /// 只统计这个前缀的 path，比如 /api/order
    #[arg(long)]
    path: Option<String>,
    /// 输出 json
    #[arg(long)]
    json: bool,
}

fn main() -> std::io::Result<()> {
    let args = Args::parse();
    let reader = BufReader::new(File::open(&args.file)?);
    let mut records = Vec::new();
    for line in reader.lines() {
        let line = line?;
        if let Some(rec) = parse::parse_line(&line) {
            if args.path.as_deref().map_or(true, |p| rec.path.starts_with(p)) {
                records.push(rec);
            }
        }
    }
    let summary = stats::summarize(&records);
    if args.json {
        println!("{}", serde_json::to_string_pretty(&summary).unwrap());
    } else {
        summary.print();
    }
    Ok(())
}
