use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

mod config;
mod probe;

/// Poll HTTP endpoints and report the ones that are down.
#[derive(Parser, Debug)]
#[command(name = "pingmon", version)]
struct Args {
    /// Path to the targets file
    #[arg(short, long, default_value = "pingmon.toml")]
    config: PathBuf,

    /// Extra attempts per target in each round after the first request fails
    /// (0 = no retries; 2 means up to 3 requests per target)
    #[arg(long, default_value_t = 2)]
    retries: u32,

    /// Run one round and exit instead of looping
    #[arg(long)]
    once: bool,

    /// Per-request timeout (e.g. 10s, 1m)
    #[arg(long, default_value = "10s", value_parser = parse_timeout)]
    timeout: std::time::Duration,
}

fn parse_timeout(s: &str) -> Result<std::time::Duration, String> {
    config::parse_duration(s).map_err(|e| e.to_string())
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    let cfg = match config::load(&args.config) {
        Ok(cfg) => cfg,
        Err(e) => {
            eprintln!("pingmon: {e}");
            return ExitCode::from(2);
        }
    };
    let client = probe::client(args.timeout);
    loop {
        let mut down = 0;
        for target in &cfg.targets {
            let status = probe::check(&client, target, args.retries).await;
            if !status.ok {
                down += 1;
                eprintln!("DOWN {} ({}): {}", target.name, target.url, status.detail);
            }
        }
        if args.once {
            return if down == 0 { ExitCode::SUCCESS } else { ExitCode::from(1) };
        }
        tokio::time::sleep(std::time::Duration::from_secs(30)).await;
    }
}
