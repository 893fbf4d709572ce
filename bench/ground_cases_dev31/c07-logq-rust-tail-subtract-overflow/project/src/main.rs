mod commands;
mod filter;

use std::env;
use std::process::ExitCode;

const USAGE: &str = "usage: logq <head|tail|grep|stats> [-n N] [-l LEVEL] [-f] [-e PATTERN] <file>";

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let Some(cmd) = args.first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let opts = match commands::Opts::parse(&args[1..]) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("logq: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let result = match cmd.as_str() {
        "head" => commands::head::run(&opts),
        "tail" => commands::tail::run(&opts),
        "grep" => commands::grep::run(&opts),
        "stats" => commands::stats::run(&opts),
        other => {
            eprintln!("logq: unknown command {other}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("logq: {e}");
            ExitCode::FAILURE
        }
    }
}
