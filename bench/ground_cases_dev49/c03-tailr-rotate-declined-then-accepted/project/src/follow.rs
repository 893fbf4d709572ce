use std::io::SeekFrom;
use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};
use tokio::fs::File;
use tokio::io::{AsyncBufReadExt, AsyncSeekExt, BufReader};

use crate::matcher::Matcher;
use crate::output::Output;

/// How long to wait at end of file before trying to read again.
const POLL: Duration = Duration::from_millis(200);

/// Read new lines appended to `path` forever (like `tail -f`), printing the matching ones.
pub async fn follow(path: &Path, m: &mut Matcher, out: &mut Output, max: Option<usize>) -> Result<()> {
    let file = File::open(path).await.with_context(|| format!("open {}", path.display()))?;
    let mut reader = BufReader::new(file);
    reader.seek(SeekFrom::End(0)).await?;

    let mut line = String::new();
    loop {
        line.clear();
        let n = reader.read_line(&mut line).await?;
        if n == 0 {
            out.flush()?;
            tokio::time::sleep(POLL).await;
            continue;
        }
        let text = line.trim_end_matches(['\r', '\n']);
        if let Some(pattern) = m.check(text) {
            out.emit(pattern, text)?;
            if max.is_some_and(|limit| out.printed >= limit) {
                break;
            }
        }
    }
    out.flush()?;
    Ok(())
}
