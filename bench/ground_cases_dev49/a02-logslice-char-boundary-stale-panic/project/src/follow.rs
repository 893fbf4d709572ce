//! `--follow`: keep reading a file as it grows, like `tail -f`.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Seek, SeekFrom};
use std::path::Path;
use std::thread;
use std::time::Duration;

const POLL: Duration = Duration::from_millis(250);

/// Calls `on_line` for every complete line appended to `path` after the call. Never returns
/// unless reading fails or `on_line` returns an error.
pub fn follow<F>(path: &Path, mut on_line: F) -> io::Result<()>
where
    F: FnMut(&str) -> io::Result<()>,
{
    let mut file = File::open(path)?;
    file.seek(SeekFrom::End(0))?;
    let mut reader = BufReader::new(file);
    let mut buf = String::new();
    let mut pending = String::new();
    loop {
        buf.clear();
        if reader.read_line(&mut buf)? == 0 {
            thread::sleep(POLL);
            continue;
        }
        if !buf.ends_with('\n') {
            // a writer flushed half a line: keep it until the rest arrives
            pending.push_str(&buf);
            continue;
        }
        let line = if pending.is_empty() {
            buf.trim_end()
        } else {
            pending.push_str(&buf);
            pending.trim_end()
        };
        on_line(line)?;
        pending.clear();
    }
}
