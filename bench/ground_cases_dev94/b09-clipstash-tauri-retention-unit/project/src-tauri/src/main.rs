// Prevents an extra console window on Windows in release.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::env;
use std::process::ExitCode;

/// `clipstash --version` prints and exits without opening a window, so that
/// packaging scripts and bug reports can ask the binary directly.
fn main() -> ExitCode {
    init_logging();
    let mut args = env::args().skip(1);
    match args.next().as_deref() {
        Some("--version") | Some("-V") => {
            println!("clipstash {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        Some("--help") | Some("-h") => {
            println!("usage: clipstash [--version]");
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("clipstash: unknown argument {other:?}");
            ExitCode::from(2)
        }
        None => {
            clipstash_lib::run();
            ExitCode::SUCCESS
        }
    }
}

fn init_logging() {
    let level = if cfg!(debug_assertions) { "debug" } else { "info" };
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or(level))
        .format_timestamp_millis()
        .init();
}
