//! Following a growing file, like `tail -F`.

use std::fs::File;
use std::io::{BufRead, BufReader, Seek, SeekFrom};
use std::path::Path;
use std::thread::sleep;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result};

const POLL: Duration = Duration::from_millis(250);

/// Calls `on_line` for every complete line appended to `path`, forever.
/// Starts at the end of the file unless `from_start`. A truncated file
/// (logrotate copytruncate) is read again from the top.
pub fn follow<F>(path: &Path, from_start: bool, mut on_line: F) -> Result<()>
where
    F: FnMut(&str, u64) -> Result<()>,
{
    let file = File::open(path).with_context(|| format!("opening {}", path.display()))?;
    let mut reader = BufReader::new(file);
    let mut pos = if from_start { 0 } else { reader.seek(SeekFrom::End(0))? };
    let mut line = String::new();
    loop {
        line.clear();
        let n = reader.read_line(&mut line)?;
        if n == 0 || !line.ends_with('\n') {
            sleep(POLL);
            let len = std::fs::metadata(path)?.len();
            if len < pos {
                pos = reader.seek(SeekFrom::Start(0))?;
            } else {
                reader.seek(SeekFrom::Start(pos))?;
            }
            continue;
        }
        pos += n as u64;
        let ts = SystemTime::now().duration_since(UNIX_EPOCH)?.as_millis() as u64;
        on_line(line.trim_end_matches(['\r', '\n']), ts)?;
    }
}
