use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::thread;
use std::time::Duration;

use super::{read_lines, Opts};
use crate::filter::keep;

/// Last `n` lines that pass the level filter; with `-f`, keep printing new ones.
pub fn run(opts: &Opts) -> io::Result<()> {
    let lines: Vec<String> = read_lines(&opts.path)?
        .into_iter()
        .filter(|l| keep(l, opts.level))
        .collect();
    let start = lines.len() - opts.n;
    for line in &lines[start..] {
        println!("{line}");
    }
    if opts.follow {
        follow(opts)?;
    }
    Ok(())
}

/// `tail -f`: print lines appended after we started; start over when the file
/// shrinks (logrotate copytruncate).
fn follow(opts: &Opts) -> io::Result<()> {
    let mut file = File::open(&opts.path)?;
    let mut pos = file.seek(SeekFrom::End(0))?;
    let mut buf = String::new();
    loop {
        let len = file.metadata()?.len();
        if len < pos {
            file = File::open(&opts.path)?;
            pos = 0;
        }
        if len > pos {
            file.seek(SeekFrom::Start(pos))?;
            buf.clear();
            let read = file.read_to_string(&mut buf)?;
            pos += read as u64;
            for line in buf.lines().filter(|l| keep(l, opts.level)) {
                println!("{line}");
            }
        }
        thread::sleep(Duration::from_millis(500));
    }
}
