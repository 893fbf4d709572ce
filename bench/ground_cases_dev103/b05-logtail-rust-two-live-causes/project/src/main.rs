mod filter;
mod format;
mod reader;

use std::fs::File;
use std::io::{self, BufReader, Write};
use std::path::PathBuf;

use clap::Parser;

use crate::filter::Window;
use crate::format::Output;

#[derive(Parser, Debug)]
#[command(name = "logtail", about = "Filter JSON-ish app logs by time window and level")]
struct Args {
    file: PathBuf,
    #[arg(long)]
    since: Option<String>,
    #[arg(long)]
    until: Option<String>,
    #[arg(long, default_value = "info")]
    level: String,
    #[arg(long)]
    json: bool,
}

fn main() -> io::Result<()> {
    let args = Args::parse();
    let window = Window::parse(args.since.as_deref(), args.until.as_deref())
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
    let out = if args.json { Output::Json } else { Output::Text };
    let file = File::open(&args.file)?;
    let mut reader = BufReader::new(file);
    let stdout = io::stdout();
    let mut lock = stdout.lock();
    let mut count = 0usize;
    while let Some(line) = reader::next_line(&mut reader)? {
        let Some(entry) = reader::parse(&line) else { continue };
        if !window.contains(&entry.ts) || !filter::level_at_least(&entry.level, &args.level) {
            continue;
        }
        writeln!(lock, "{}", out.render(&entry))?;
        count += 1;
    }
    eprintln!("{} entries", count);
    Ok(())
}
