use std::io::{self, Write};

use crate::parse::{Level, Record};

const RESET: &str = "\x1b[0m";
const BOLD: &str = "\x1b[1m";

fn level_color(level: Level) -> &'static str {
    match level {
        Level::Trace | Level::Debug => "\x1b[2m",
        Level::Info => "\x1b[32m",
        Level::Warn => "\x1b[33m",
        Level::Error => "\x1b[31m",
    }
}

/// Print one record. `highlight` words are shown in bold when `color` is on.
pub fn print_record(out: &mut impl Write, rec: &Record, color: bool, highlight: &[String]) -> io::Result<()> {
    let ts = rec.ts.format("%Y-%m-%d %H:%M:%S");
    if !color {
        return writeln!(out, "{ts} {:<5} {}: {}", rec.level, rec.target, rec.msg);
    }
    let mut msg = rec.msg.clone();
    for word in highlight {
        msg = msg.replace(word.as_str(), &format!("{BOLD}{word}{RESET}"));
    }
    writeln!(
        out,
        "{ts} {}{:<5}{RESET} {}: {}",
        level_color(rec.level),
        rec.level,
        rec.target,
        msg
    )
}

/// Summary line printed with `--count`.
pub fn print_counts(out: &mut impl Write, shown: usize, skipped: usize) -> io::Result<()> {
    writeln!(out, "-- {shown} record(s) shown, {skipped} line(s) skipped")
}
