mod duration;
mod schedule;

use std::process::{Command, ExitCode};
use std::time::Duration;

use clap::Parser;

/// Run a command over and over on a fixed interval.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Interval between runs, e.g. 30s, 5m, 1m30s, 1h
    #[arg(long, value_parser = duration::parse_duration)]
    every: Duration,

    /// Random extra delay up to this many percent of the interval
    #[arg(long, default_value_t = 0)]
    jitter: u8,

    /// Stop after this many runs (default: run forever)
    #[arg(long)]
    times: Option<u32>,

    /// The command and its arguments
    #[arg(trailing_var_arg = true, required = true)]
    command: Vec<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let mut plan = schedule::Plan::new(args.every, args.jitter, args.times);
    while let Some(wait) = plan.next_wait() {
        std::thread::sleep(wait);
        let status = Command::new(&args.command[0]).args(&args.command[1..]).status();
        if let Err(e) = status {
            eprintln!("tinycron: could not start {}: {e}", args.command[0]);
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
