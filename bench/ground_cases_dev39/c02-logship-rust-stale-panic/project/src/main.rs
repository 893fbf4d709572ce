mod config;
mod sink;

use std::path::PathBuf;
use std::thread;
use std::time::Duration;

use anyhow::Result;
use clap::Parser;

#[derive(Parser, Debug)]
#[command(name = "logship", version, about = "Tail log files and ship them to a collector")]
struct Args {
    /// Path to the config file
    #[arg(short, long, default_value = "/etc/logship/logship.toml")]
    config: PathBuf,

    /// Print more output
    #[arg(short, long)]
    verbose: bool,

    /// Read and print lines but do not send anything
    #[arg(long)]
    dry_run: bool,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let cfg = config::load(&args.config)?;
    if args.verbose {
        eprintln!("loaded config: {:?}", cfg);
    }
    let mut sink = sink::HttpSink::new(&cfg.endpoint, cfg.batch_size);
    let mut tailers = sink::open_all(&cfg.paths)?;
    loop {
        for t in tailers.iter_mut() {
            for line in t.read_new_lines()? {
                if args.dry_run {
                    println!("{}", line);
                } else {
                    sink.push(line, &cfg.labels)?;
                }
            }
        }
        if !args.dry_run {
            sink.flush_if_full(&cfg.retry)?;
        }
        thread::sleep(Duration::from_millis(cfg.poll_ms));
    }
}
