mod cli;
mod output;
mod resize;
mod walk;

use anyhow::{Context, Result};
use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

use crate::cli::Cli;

fn main() -> Result<()> {
    let cli = Cli::parse();
    let files = walk::collect_inputs(&cli.inputs, cli.recursive)?;
    if files.is_empty() {
        eprintln!("処理する画像がありません");
        std::process::exit(2);
    }
    if cli.dry_run {
        for f in &files {
            println!("{}", output::output_path(f, &cli.out_dir, cli.format, &cli.suffix).display());
        }
        return Ok(());
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(cli.jobs)
        .build_global()
        .context("スレッドプールを作れません")?;
    std::fs::create_dir_all(&cli.out_dir)
        .with_context(|| format!("{} を作れません", cli.out_dir.display()))?;

    let bar = ProgressBar::new(files.len() as u64);
    bar.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} {wide_msg}")?);
    let failed: Vec<String> = files
        .par_iter()
        .filter_map(|f| {
            bar.set_message(f.display().to_string());
            let dst = output::output_path(f, &cli.out_dir, cli.format, &cli.suffix);
            let r = resize::shrink_file(f, &dst, &cli);
            bar.inc(1);
            r.err().map(|e| format!("{}: {e:#}", f.display()))
        })
        .collect();
    bar.finish_and_clear();
    for msg in &failed {
        eprintln!("error: {msg}");
    }
    println!("{} 件処理 ({} 件失敗)", files.len(), failed.len());
    if !failed.is_empty() {
        std::process::exit(1);
    }
    Ok(())
}
