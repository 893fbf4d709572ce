use std::fs::File;
use std::io::{self, BufRead, BufReader, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::time::Duration;

use tokio::sync::mpsc::Sender;
use tracing::{debug, info, warn};

/// Follows one log file by offset, like `tail -F` without inotify.
pub struct Tailer {
    path: PathBuf,
    offset: u64,
    poll: Duration,
}

impl Tailer {
    pub fn new(path: impl AsRef<Path>, poll: Duration) -> Self {
        Self { path: path.as_ref().to_path_buf(), offset: 0, poll }
    }

    fn open_at_offset(&mut self) -> io::Result<BufReader<File>> {
        let mut file = File::open(&self.path)?;
        let size = file.metadata()?.len();
        if size < self.offset {
            warn!(offset = self.offset, size, "file truncated");
            self.offset = file.seek(SeekFrom::End(0))?;
        } else {
            file.seek(SeekFrom::Start(self.offset))?;
        }
        Ok(BufReader::new(file))
    }

    pub async fn run(mut self, tx: Sender<String>) -> io::Result<()> {
        loop {
            let mut reader = self.open_at_offset()?;
            let mut line = String::new();
            loop {
                line.clear();
                let n = reader.read_line(&mut line)?;
                if n == 0 {
                    break;
                }
                self.offset += n as u64;
                if tx.send(line.trim_end().to_string()).await.is_err() {
                    info!("receiver closed, stopping tailer");
                    return Ok(());
                }
            }
            debug!(offset = self.offset, "caught up, sleeping");
            tokio::time::sleep(self.poll).await;
        }
    }
}
