mod config;
mod sync;

use std::path::PathBuf;
use std::process::ExitCode;
use std::thread;
use std::time::Duration;

fn usage() -> &'static str {
    "usage: dirsync --config <file> [--once] [--verbose]"
}

fn main() -> ExitCode {
    let mut config_path: Option<PathBuf> = None;
    let mut once = false;
    let mut verbose = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--config" | "-c" => config_path = args.next().map(PathBuf::from),
            "--once" => once = true,
            "--verbose" | "-v" => verbose = true,
            "--help" | "-h" => {
                println!("{}", usage());
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("unknown argument: {other}\n{}", usage());
                return ExitCode::from(2);
            }
        }
    }
    let Some(config_path) = config_path else {
        eprintln!("{}", usage());
        return ExitCode::from(2);
    };

    let mut cfg = match config::load(&config_path) {
        Ok(cfg) => cfg,
        Err(e) => {
            eprintln!("dirsync: {e}");
            return ExitCode::FAILURE;
        }
    };

    cfg.verbose |= verbose;
    if cfg.verbose {
        eprintln!("dirsync: {} -> {} every {}s, exclude {:?}", cfg.source, cfg.target, cfg.interval_secs, cfg.exclude);
    }

    loop {
        match sync::run(&cfg) {
            Ok(stats) => println!("synced: {} copied, {} deleted", stats.copied, stats.deleted),
            Err(e) => eprintln!("dirsync: sync failed: {e}"),
        }
        if once {
            return ExitCode::SUCCESS;
        }
        thread::sleep(Duration::from_secs(cfg.interval_secs));
    }
}
