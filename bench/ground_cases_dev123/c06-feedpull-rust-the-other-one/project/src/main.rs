mod config;
mod fetch;

use std::path::PathBuf;
use std::process::ExitCode;

use config::Config;

fn usage() -> ExitCode {
    eprintln!("usage: feedpull [--dry-run] [--config <path>] <feed-url>...");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut dry_run = false;
    let mut config_path: Option<PathBuf> = None;
    let mut urls = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--dry-run" => dry_run = true,
            "--config" => match args.next() {
                Some(p) => config_path = Some(PathBuf::from(p)),
                None => return usage(),
            },
            "-h" | "--help" => return usage(),
            _ => urls.push(arg),
        }
    }
    if urls.is_empty() {
        return usage();
    }
    let config_path = config_path.unwrap_or_else(|| {
        let home = std::env::var("HOME").unwrap_or_default();
        PathBuf::from(home).join(".feedpull.conf")
    });
    let cfg = Config::load(&config_path).unwrap_or_default();
    let timeout = cfg.get_u64("timeout_secs", 10);
    let verbose = cfg.get_bool("verbose");
    let mut failed = 0;
    for url in &urls {
        match fetch::pull(url, timeout, dry_run) {
            Ok(n) => {
                if verbose {
                    println!("{url}: {n} new items");
                }
            }
            Err(e) => {
                eprintln!("{url}: {e}");
                failed += 1;
            }
        }
    }
    if failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
