use std::collections::HashMap;
use std::fs::File;
use std::io::{BufRead, BufReader, Seek, SeekFrom};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use tracing::{debug, info};

/// One followed file. Keyed by inode, so that after logrotate renames it
/// the old file can still be read to its end.
struct Tail {
    path: PathBuf,
    reader: BufReader<File>,
    offset: u64,
    partial: String,
}

impl Tail {
    fn open(path: &Path, from_end: bool) -> Result<Self> {
        let mut file = File::open(path).with_context(|| format!("open {}", path.display()))?;
        let offset = if from_end { file.seek(SeekFrom::End(0))? } else { 0 };
        Ok(Self {
            path: path.to_owned(),
            reader: BufReader::with_capacity(64 * 1024, file),
            offset,
            partial: String::new(),
        })
    }

    /// Appends complete lines to `out`; keeps a trailing partial line for later.
    fn read_lines(&mut self, out: &mut Vec<String>) -> Result<()> {
        loop {
            let n = self.reader.read_line(&mut self.partial)?;
            if n == 0 {
                return Ok(());
            }
            self.offset += n as u64;
            if self.partial.ends_with('\n') {
                out.push(self.partial.trim_end().to_owned());
                self.partial.clear();
            }
        }
    }
}

pub struct Tailer {
    paths: Vec<PathBuf>,
    tails: HashMap<u64, Tail>,
    current: HashMap<PathBuf, u64>,
}

impl Tailer {
    pub fn new(paths: Vec<PathBuf>) -> Self {
        Self { paths, tails: HashMap::new(), current: HashMap::new() }
    }

    /// Picks up new or rotated files, then reads new lines from every followed file.
    pub fn poll(&mut self, out: &mut Vec<String>) -> Result<()> {
        for path in &self.paths {
            let ino = match std::fs::metadata(path) {
                Ok(meta) => meta.ino(),
                Err(_) => continue,
            };
            if self.current.get(path) == Some(&ino) {
                continue;
            }
            let first_seen = !self.current.contains_key(path);
            info!(path = %path.display(), ino, first_seen, "following file");
            self.tails.insert(ino, Tail::open(path, first_seen)?);
            self.current.insert(path.clone(), ino);
        }
        for (ino, tail) in self.tails.iter_mut() {
            tail.read_lines(out)?;
            debug!(ino, path = %tail.path.display(), offset = tail.offset, "polled");
        }
        Ok(())
    }
}
