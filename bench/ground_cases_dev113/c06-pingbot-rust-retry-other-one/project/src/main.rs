mod config;
mod fetch;
mod retry;

use anyhow::Result;
use clap::Parser;

#[derive(Parser, Debug)]
#[command(name = "pingbot", about = "check a list of URLs and report the slow or dead ones")]
struct Args {
    /// path to pingbot.toml
    #[arg(short, long, default_value = "pingbot.toml")]
    config: String,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let cfg = config::load(&args.config)?;
    let client = fetch::client(&cfg)?;
    let mut failed = 0;
    for target in &cfg.targets {
        match retry::with_retry(&cfg.retry, || fetch::check(&client, target)) {
            Ok(ms) => println!("ok    {:>6} ms  {}", ms, target),
            Err(e) => {
                failed += 1;
                eprintln!("FAIL  {}  {}", target, e);
            }
        }
    }
    if failed > 0 {
        std::process::exit(2);
    }
    Ok(())
}
