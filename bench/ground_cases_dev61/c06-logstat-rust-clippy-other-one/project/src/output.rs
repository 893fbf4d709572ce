use std::io::{self, Write};

fn truncate(s: &str, width: usize) -> String {
    if s.chars().count() <= width {
        return s.to_string();
    }
    let mut t: String = s.chars().take(width.saturating_sub(1)).collect();
    t.push('…');
    t
}

// Single caller (main), flags map 1:1 to arguments; a struct would only move the list.
#[allow(clippy::too_many_arguments)]
pub fn render_table(
    out: &mut impl Write,
    rows: &[(String, u64)],
    by: &str,
    top: usize,
    min: u64,
    header: bool,
    width: usize,
    total: u64,
) -> io::Result<()> {
    if header {
        writeln!(out, "{:<width$}  {:>8}  {:>6}", by.to_uppercase(), "HITS", "%", width = width)?;
    }
    let shown = top.min(rows.len());
    for (key, n) in rows.iter().take(shown) {
        let pct = if total == 0 { 0.0 } else { *n as f64 * 100.0 / total as f64 };
        writeln!(out, "{:<width$}  {:>8}  {:>5.1}%", truncate(key, width), n, pct, width = width)?;
    }
    if rows.len() > shown {
        writeln!(out, "... {} more rows with >= {} hits", rows.len() - shown, min)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncates_long_keys() {
        assert_eq!(truncate("abcdef", 4), "abc…");
        assert_eq!(truncate("abc", 4), "abc");
    }
}
