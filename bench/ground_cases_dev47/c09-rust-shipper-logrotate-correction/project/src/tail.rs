//! Follows one log file and yields complete lines as they are appended.

use std::fs::File;
use std::io::{BufRead, BufReader, Seek, SeekFrom};
use std::path::PathBuf;

pub struct Tailer {
    path: PathBuf,
    reader: BufReader<File>,
    offset: u64,
    partial: String,
}

impl Tailer {
    pub fn open(path: PathBuf, from_end: bool) -> anyhow::Result<Self> {
        let mut file = File::open(&path)?;
        let offset = if from_end { file.seek(SeekFrom::End(0))? } else { 0 };
        Ok(Self { path, reader: BufReader::new(file), offset, partial: String::new() })
    }

    /// Reads whatever was appended since the last call. Returns complete lines only;
    /// a trailing half-written line is kept until its newline arrives.
    pub fn poll(&mut self) -> anyhow::Result<Vec<String>> {
        // truncated in place (copytruncate): start again from the top
        if self.reader.get_ref().metadata()?.len() < self.offset {
            tracing::info!(path = %self.path.display(), "file shrank, reopening");
            self.reopen()?;
        }
        let mut lines = Vec::new();
        loop {
            let mut buf = String::new();
            let n = self.reader.read_line(&mut buf)?;
            if n == 0 {
                break;
            }
            self.offset += n as u64;
            if buf.ends_with('\n') {
                self.partial.push_str(buf.trim_end_matches(['\r', '\n']));
                lines.push(std::mem::take(&mut self.partial));
            } else {
                self.partial.push_str(&buf);
            }
        }
        Ok(lines)
    }

    fn reopen(&mut self) -> anyhow::Result<()> {
        let file = File::open(&self.path)?;
        self.reader = BufReader::new(file);
        self.offset = 0;
        self.partial.clear();
        Ok(())
    }
}
