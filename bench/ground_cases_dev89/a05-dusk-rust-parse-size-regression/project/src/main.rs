mod cli;
mod output;
mod scan;
mod util;

use clap::Parser;
use cli::{Cli, Command};

fn main() {
    let cli = Cli::parse();
    match cli.command {
        Command::Top { path, count, min_size } => {
            let entries = scan::top(&path, count, min_size);
            output::print_top(&entries);
        }
        Command::Stats { path, json } => {
            let stats = scan::by_extension(&path);
            if json {
                output::print_stats_json(&stats);
            } else {
                output::print_stats(&stats);
            }
        }
    }
}
