use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;
use std::thread::sleep;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::Parser;

mod config;
mod filter;

use config::{Cli, Settings};
use filter::Filter;

fn open_output(path: &str) -> Result<Box<dyn Write>> {
    if path == "-" {
        return Ok(Box::new(BufWriter::new(io::stdout().lock())));
    }
    let file = File::create(path).with_context(|| format!("cannot create {path}"))?;
    Ok(Box::new(BufWriter::new(file)))
}

fn open_input(path: &str) -> Result<Box<dyn BufRead>> {
    if path == "-" {
        return Ok(Box::new(BufReader::new(io::stdin().lock())));
    }
    let file = File::open(path).with_context(|| format!("cannot open {path}"))?;
    Ok(Box::new(BufReader::new(file)))
}

fn run(cli: &Cli) -> Result<usize> {
    let settings = Settings::load(cli)?;
    let filter = Filter::new(&settings)?;
    let mut out: Box<dyn Write> = if cli.follow {
        Box::new(io::stdout().lock())
    } else {
        open_output(&settings.output)?
    };
    let mut matched = 0;
    for input in &cli.inputs {
        let mut reader = open_input(input)?;
        let mut line = String::new();
        loop {
            line.clear();
            if reader.read_line(&mut line)? == 0 {
                if cli.follow && input != "-" {
                    out.flush()?;
                    sleep(Duration::from_millis(250));
                    continue;
                }
                break;
            }
            if filter.matches(line.trim_end()) {
                out.write_all(line.as_bytes())?;
                matched += 1;
            }
        }
    }
    out.flush()?;
    Ok(matched)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(0) => ExitCode::from(1),
        Ok(_) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("logslice: {err:#}");
            ExitCode::from(2)
        }
    }
}
