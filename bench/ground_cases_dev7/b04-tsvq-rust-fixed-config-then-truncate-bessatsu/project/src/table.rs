use unicode_width::UnicodeWidthStr;

use crate::render::{pad, truncate};

/// Render rows as a `|`-separated table, each column as wide as its widest cell
/// (capped at `max_width`).
pub fn render(rows: &[Vec<String>], max_width: usize) -> String {
    let ncols = rows.iter().map(|r| r.len()).max().unwrap_or(0);
    let mut widths = vec![0usize; ncols];
    for row in rows {
        for (i, cell) in row.iter().enumerate() {
            widths[i] = widths[i].max(UnicodeWidthStr::width(cell.as_str()).min(max_width));
        }
    }
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, c)| pad(&truncate(c, max_width), widths[i]))
            .collect();
        out.push_str(cells.join(" | ").trim_end());
        out.push('\n');
    }
    out
}
