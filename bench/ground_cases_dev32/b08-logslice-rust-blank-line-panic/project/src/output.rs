use std::io::{self, Write};

use crate::parse::{Entry, Level};

fn level_label(level: Level) -> &'static str {
    match level {
        Level::Trace => "TRACE",
        Level::Debug => "DEBUG",
        Level::Info => "INFO ",
        Level::Warn => "WARN ",
        Level::Error => "ERROR",
    }
}

/// Writes entries back in the original line format.
pub fn write_text<W: Write>(out: &mut W, entries: impl Iterator<Item = Entry>) -> io::Result<usize> {
    let mut n = 0;
    for e in entries {
        if e.target.is_empty() {
            writeln!(out, "{} {} {}", e.timestamp, level_label(e.level), e.message)?;
        } else {
            writeln!(out, "{} {} [{}] {}", e.timestamp, level_label(e.level), e.target, e.message)?;
        }
        n += 1;
    }
    Ok(n)
}

/// Writes entries as JSON Lines: one object per line.
pub fn write_json<W: Write>(out: &mut W, entries: impl Iterator<Item = Entry>) -> io::Result<usize> {
    let mut n = 0;
    for e in entries {
        serde_json::to_writer(&mut *out, &e)?;
        out.write_all(b"\n")?;
        n += 1;
    }
    Ok(n)
}

/// One summary line for stderr.
pub fn summary(total: usize, shown: usize) -> String {
    format!("{shown} of {total} lines")
}
