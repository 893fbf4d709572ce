use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

mod config;
mod tail;

#[derive(Parser)]
#[command(name = "logtail", about = "Follow log files with highlighting")]
struct Args {
    /// Config file (default ~/.config/logtail/config.toml)
    #[arg(short, long)]
    config: Option<PathBuf>,
    /// Override the minimum level
    #[arg(short, long)]
    level: Option<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let path = args.config.unwrap_or_else(config::default_path);
    let mut cfg = match config::Config::load(&path) {
        Ok(cfg) => cfg,
        Err(e) => {
            eprintln!("logtail: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(level) = args.level {
        cfg.level = level;
    }
    match tail::run(&cfg) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("logtail: {e}");
            ExitCode::FAILURE
        }
    }
}
