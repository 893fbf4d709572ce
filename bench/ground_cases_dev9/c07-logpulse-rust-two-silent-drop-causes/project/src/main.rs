use std::path::PathBuf;

use anyhow::Result;
use clap::Parser;

mod parser;
mod reader;
mod stats;

#[derive(Parser)]
#[command(name = "logpulse", version, about = "nginx access log 统计")]
struct Cli {
    /// access log 文件，支持 .gz
    #[arg(required = true)]
    files: Vec<PathBuf>,

    /// 按 endpoint 聚合时 path 保留的段数，例如 2 => /api/orders
    #[arg(long, default_value_t = 2)]
    depth: usize,

    /// 只显示请求量最多的前 N 个 endpoint，0 表示全部显示
    #[arg(long, default_value_t = 20)]
    top: usize,
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let mut agg = stats::Aggregator::new(cli.depth);
    for path in &cli.files {
        let reader = reader::open_log(path)?;
        agg.consume(reader)?;
    }
    agg.report(cli.top, &mut std::io::stdout().lock())?;
    Ok(())
}
