mod args;
mod progress;
mod report;
mod shrink;

use anyhow::Result;
use args::Args;
use clap::Parser;
use std::process::ExitCode;

fn main() -> Result<ExitCode> {
    let args = Args::parse();
    let files = shrink::collect(&args.inputs, args.recursive);
    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir)?;
    }

    let pb = progress::bar(files.len() as u64, args.quiet);
    let mut done = Vec::new();
    let mut failed = Vec::new();
    for path in &files {
        pb.set_message(path.display().to_string());
        match shrink::shrink_one(path, args.out.as_deref(), args.quality, args.dry_run) {
            Ok(outcome) => done.push(outcome),
            Err(err) => failed.push((path.display().to_string(), format!("{err:#}"))),
        }
        pb.inc(1);
    }
    pb.finish_and_clear();

    report::print_failures(&failed);
    report::print_summary(&done);
    Ok(if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
