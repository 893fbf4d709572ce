use std::process::ExitCode;
use std::thread;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};

mod duration;
mod render;

use duration::{format_duration, parse_duration};

#[derive(Parser)]
#[command(name = "tickr", version, about)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Count down from a duration like 1h30m
    Timer { duration: String },
    /// Work/break cycles
    Pomodoro {
        #[arg(long, default_value = "25m")]
        work: String,
        #[arg(long, default_value = "5m")]
        pause: String,
        #[arg(long, default_value_t = 4)]
        rounds: u32,
    },
}

fn countdown(label: &str, secs: u64) {
    let start = Instant::now();
    let total = Duration::from_secs(secs);
    while let Some(left) = total.checked_sub(start.elapsed()) {
        render::line(label, &format_duration(left.as_secs() + 1));
        thread::sleep(Duration::from_millis(200));
    }
    render::done(label);
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.cmd {
        Cmd::Timer { duration } => parse_duration(&duration).map(|s| countdown("timer", s)),
        Cmd::Pomodoro { work, pause, rounds } => parse_duration(&work).and_then(|w| {
            let p = parse_duration(&pause)?;
            for round in 1..=rounds {
                countdown(&format!("work {round}/{rounds}"), w);
                if round < rounds {
                    countdown("break", p);
                }
            }
            Ok(())
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tickr: {e}");
            ExitCode::from(2)
        }
    }
}
