use std::fs::File;
use std::io::{self, BufRead, BufReader, Seek, SeekFrom};
use std::thread;
use std::time::Duration;

use crate::config::Config;

const POLL: Duration = Duration::from_millis(250);

pub fn run(cfg: &Config) -> io::Result<()> {
    let source = cfg.sources.first().expect("validated: at least one source");
    let mut attempts = 0;
    loop {
        match follow(cfg, source) {
            Ok(()) => return Ok(()),
            Err(e) if attempts < cfg.retries => {
                attempts += 1;
                eprintln!("logtail: {source}: {e}, reopening ({attempts}/{})", cfg.retries);
                thread::sleep(POLL * 4);
            }
            Err(e) => return Err(e),
        }
    }
}

fn follow(cfg: &Config, source: &str) -> io::Result<()> {
    let mut file = File::open(source)?;
    file.seek(SeekFrom::End(0))?;
    let mut reader = BufReader::new(file);
    let mut line = String::new();
    loop {
        line.clear();
        if reader.read_line(&mut line)? == 0 {
            thread::sleep(POLL);
            continue;
        }
        if passes(&cfg.level, &line) {
            print!("{line}");
        }
    }
}

fn passes(min: &str, line: &str) -> bool {
    const ORDER: [&str; 5] = ["TRACE", "DEBUG", "INFO", "WARN", "ERROR"];
    let rank = |l: &str| ORDER.iter().position(|o| o.eq_ignore_ascii_case(l)).unwrap_or(2);
    let found = ORDER.iter().find(|o| line.contains(*o)).copied().unwrap_or("INFO");
    rank(found) >= rank(min)
}
