use std::io::{BufRead, Seek, SeekFrom};
use std::thread;
use std::time::Duration;

use anyhow::Result;

const POLL: Duration = Duration::from_millis(250);

/// Reads lines from a file that may still be growing.
pub struct Follower<R> {
    reader: R,
    pos: u64,
    started: bool,
    from_start: bool,
}

impl<R: BufRead + Seek> Follower<R> {
    pub fn new(reader: R, from_start: bool) -> Self {
        Follower { reader, pos: 0, started: false, from_start }
    }

    /// The next line, waiting for more data when `follow` is set.
    /// Returns None at end of file when not following.
    pub fn next_line(&mut self, follow: bool) -> Result<Option<String>> {
        if !self.started {
            self.started = true;
            if !self.from_start {
                self.pos = self.reader.seek(SeekFrom::End(0))?;
            }
        }
        let mut buf = String::new();
        loop {
            let n = self.reader.read_line(&mut buf)?;
            if n > 0 {
                self.pos += n as u64;
                return Ok(Some(buf.trim_end_matches(['\n', '\r']).to_string()));
            }
            if !follow {
                return Ok(None);
            }
            self.check_truncated()?;
            thread::sleep(POLL);
        }
    }

    /// Notice when the file got shorter (logrotate copytruncate) and carry on from there.
    fn check_truncated(&mut self) -> Result<()> {
        let len = self.reader.seek(SeekFrom::End(0))?;
        if len < self.pos {
            self.pos = len;
        }
        self.reader.seek(SeekFrom::Start(self.pos))?;
        Ok(())
    }
}
