mod config;
mod size;
mod trim;

use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: logtrim [-c CONFIG] [--dry-run]";

fn main() -> ExitCode {
    let mut config_path = PathBuf::from("/etc/logtrim.conf");
    let mut dry_run = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-c" | "--config" => match args.next() {
                Some(p) => config_path = PathBuf::from(p),
                None => {
                    eprintln!("{USAGE}");
                    return ExitCode::from(2);
                }
            },
            "-n" | "--dry-run" => dry_run = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("unknown argument {other}\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let rules = match config::load(&config_path) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("logtrim: {}: {e}", config_path.display());
            return ExitCode::FAILURE;
        }
    };
    let mut failed = false;
    for rule in &rules {
        match trim::apply(rule, dry_run) {
            Ok(report) => println!(
                "{}: {} {} file(s), {} {}",
                rule.name,
                if dry_run { "would remove" } else { "removed" },
                report.removed,
                if dry_run { "would free" } else { "freed" },
                size::format_size(report.freed)
            ),
            Err(e) => {
                eprintln!("{}: {e}", rule.name);
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
