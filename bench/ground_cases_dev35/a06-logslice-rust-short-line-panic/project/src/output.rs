use crate::parse::Entry;

/// Longest message printed in table mode before it is cut with an ellipsis.
pub const MAX_MSG: usize = 160;

pub fn print_plain(entries: &[Entry]) {
    for e in entries {
        println!("{} {:?} {}", e.ts, e.level, truncate(e.msg, MAX_MSG));
    }
}

pub fn print_numbered(entries: &[Entry], first: usize) {
    for (i, e) in entries.iter().enumerate() {
        println!("{:>6}  {} {:?} {}", first + i, e.ts, e.level, truncate(e.msg, MAX_MSG));
    }
}

/// One JSON object per line: `{"ts": "...", "level": "info", "msg": "..."}`.
pub fn print_json(entries: &[Entry]) -> serde_json::Result<()> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for e in entries {
        serde_json::to_writer(&mut out, e)?;
        std::io::Write::write_all(&mut out, b"\n").map_err(serde_json::Error::io)?;
    }
    Ok(())
}

/// Cuts `msg` to at most `max` characters (not bytes), adding "…" when it was longer.
pub fn truncate(msg: &str, max: usize) -> String {
    match msg.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &msg[..cut]),
        None => msg.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::truncate;

    #[test]
    fn truncates_on_char_boundaries() {
        assert_eq!(truncate("héllo wörld", 5), "héllo…");
        assert_eq!(truncate("short", 10), "short");
    }
}
