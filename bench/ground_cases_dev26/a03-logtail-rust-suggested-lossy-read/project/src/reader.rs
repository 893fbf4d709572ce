use std::fs::File;
use std::io::{self, BufRead, BufReader, Seek, SeekFrom};
use std::path::Path;
use std::thread;
use std::time::Duration;

use crate::filter::Filter;
use crate::format::render;
use crate::record::Record;

pub fn read_lines(path: &Path, filter: &Filter, raw: bool, out: &mut impl io::Write) -> io::Result<u64> {
    let file = File::open(path)?;
    let reader = BufReader::new(file);
    let mut shown = 0;
    for line in reader.lines() {
        let line = line?;
        let rec = Record::parse(&line);
        if filter.keep(&rec) {
            writeln!(out, "{}", if raw { line.clone() } else { render(&rec) })?;
            shown += 1;
        }
    }
    Ok(shown)
}

pub fn follow(path: &Path, filter: &Filter, raw: bool, out: &mut impl io::Write) -> io::Result<()> {
    let mut file = File::open(path)?;
    let mut pos = file.seek(SeekFrom::End(0))?;
    loop {
        let len = file.metadata()?.len();
        if len < pos {
            // truncated or rotated: start over from the top
            file = File::open(path)?;
            pos = 0;
        }
        if len > pos {
            file.seek(SeekFrom::Start(pos))?;
            let mut reader = BufReader::new(&file);
            let mut buf = String::new();
            while reader.read_line(&mut buf)? > 0 {
                let rec = Record::parse(buf.trim_end());
                if filter.keep(&rec) {
                    writeln!(out, "{}", if raw { buf.trim_end().to_string() } else { render(&rec) })?;
                }
                buf.clear();
            }
            pos = len;
        }
        thread::sleep(Duration::from_millis(500));
    }
}
