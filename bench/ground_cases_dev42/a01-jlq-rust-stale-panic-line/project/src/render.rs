//! Table output for log records.

use std::io::{self, Write};

use crate::parse::Record;

pub struct Columns {
    pub time: bool,
    pub level: bool,
    pub target: bool,
    /// `None`: never cut the message.
    pub message_width: Option<usize>,
}

impl Default for Columns {
    fn default() -> Self {
        Columns { time: true, level: true, target: true, message_width: Some(40) }
    }
}

const TARGET_WIDTH: usize = 16;

fn level_tag(level: &str) -> &'static str {
    match level {
        "error" | "fatal" | "critical" => "ERR",
        "warn" | "warning" => "WRN",
        "info" => "INF",
        "debug" => "DBG",
        "trace" => "TRC",
        _ => "???",
    }
}

fn pad(s: &str, width: usize) -> String {
    let len = s.chars().count();
    if len >= width {
        s.to_string()
    } else {
        format!("{}{}", s, " ".repeat(width - len))
    }
}

/// Width left for the message on a terminal `total` columns wide (never below 20).
pub fn message_width_for(total: usize, cols: &Columns) -> usize {
    let mut used = 0;
    if cols.time {
        used += 19;
    }
    if cols.level {
        used += 4;
    }
    if cols.target {
        used += TARGET_WIDTH + 1;
    }
    total.saturating_sub(used).max(20)
}

/// Cut `s` to at most `width` columns, marking the cut with an ellipsis.
pub fn truncate(s: &str, width: usize) -> String {
    if s.len() <= width {
        return s.to_string();
    }
    let cut = width.saturating_sub(1);
    format!("{}…", &s[..cut])
}

pub fn write_table<W: Write>(out: &mut W, records: &[Record], cols: &Columns) -> io::Result<()> {
    for rec in records {
        let mut row = Vec::with_capacity(4);
        if cols.time {
            let ts = rec.ts.map(|t| t.format("%m-%d %H:%M:%S%.3f").to_string()).unwrap_or_default();
            row.push(pad(&ts, 18));
        }
        if cols.level {
            row.push(level_tag(&rec.level).to_string());
        }
        if cols.target {
            row.push(pad(&truncate(&rec.target, TARGET_WIDTH), TARGET_WIDTH));
        }
        match cols.message_width {
            Some(width) => row.push(truncate(&rec.message, width)),
            None => row.push(rec.message.clone()),
        }
        writeln!(out, "{}", row.join(" "))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_unchanged() {
        assert_eq!(truncate("connected", 40), "connected");
    }

    #[test]
    fn long_text_gets_ellipsis() {
        let t = truncate("abcdefghijklmnopqrstuvwxyz", 10);
        assert_eq!(t, "abcdefghi…");
    }

    #[test]
    fn pads_to_width() {
        assert_eq!(pad("db", 4), "db  ");
    }

    #[test]
    fn message_width_leaves_room_for_columns() {
        assert_eq!(message_width_for(120, &Columns::default()), 120 - 19 - 4 - 17);
        let no_time = Columns { time: false, ..Columns::default() };
        assert_eq!(message_width_for(120, &no_time), 120 - 4 - 17);
    }

    #[test]
    fn message_width_has_a_floor() {
        assert_eq!(message_width_for(30, &Columns::default()), 20);
    }
}
