use std::fs::File;
use std::io::{BufRead, BufReader, Seek, SeekFrom};
use std::path::PathBuf;

use crate::error::ShipError;

/// Follows a file like `tail -F`: returns the lines appended since the last call and
/// starts over when the file was truncated or replaced by logrotate.
pub struct Tail {
    path: PathBuf,
    reader: Option<BufReader<File>>,
    pos: u64,
    partial: String,
}

impl Tail {
    pub fn new(path: impl Into<PathBuf>, from_end: bool) -> Result<Self, ShipError> {
        let path = path.into();
        let mut tail = Tail { path, reader: None, pos: 0, partial: String::new() };
        if from_end {
            tail.pos = std::fs::metadata(&tail.path)?.len();
        }
        Ok(tail)
    }

    pub fn read_new(&mut self) -> Result<Vec<String>, ShipError> {
        let len = match std::fs::metadata(&self.path) {
            Ok(m) => m.len(),
            Err(_) => return Ok(Vec::new()), // rotated away; wait for the new file
        };
        if len < self.pos {
            self.reader = None;
            self.pos = 0;
        }
        if self.reader.is_none() {
            let mut f = File::open(&self.path)?;
            f.seek(SeekFrom::Start(self.pos))?;
            self.reader = Some(BufReader::new(f));
        }
        let reader = self.reader.as_mut().unwrap();
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let n = reader.read_line(&mut line)?;
            if n == 0 {
                break;
            }
            self.pos += n as u64;
            if line.ends_with('\n') {
                self.partial.push_str(line.trim_end_matches(['\n', '\r']));
                lines.push(std::mem::take(&mut self.partial));
            } else {
                self.partial.push_str(&line);
            }
        }
        Ok(lines)
    }
}
