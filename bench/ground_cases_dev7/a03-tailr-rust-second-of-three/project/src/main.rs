mod args;
mod filter;
mod follow;
mod output;

use std::fs::File;
use std::io::{self, BufReader};

use anyhow::{Context, Result};
use clap::Parser;

use crate::args::Args;
use crate::filter::Filter;
use crate::follow::Follower;
use crate::output::Printer;

fn main() -> Result<()> {
    let args = Args::parse();
    let filter = Filter::from_args(&args)?;
    let file = File::open(&args.path).with_context(|| format!("opening {}", args.path.display()))?;
    let mut printer = Printer::new(io::stdout().lock(), args.color());

    ctrlc::set_handler(|| {
        // ^C: stop right away, exit code 130 like a shell would
        std::process::exit(130);
    })
    .context("installing ^C handler")?;

    let mut follower = Follower::new(BufReader::new(file), args.from_start);
    while let Some(line) = follower.next_line(args.follow)? {
        if filter.matches(&line) {
            printer.print(&line)?;
        }
    }
    printer.finish()?;
    Ok(())
}
