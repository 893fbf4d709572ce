use unicode_width::UnicodeWidthStr;

pub struct Table {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    pub fn widths(&self, max_width: usize) -> Vec<usize> {
        let mut widths: Vec<usize> = self.header.iter().map(|h| h.width()).collect();
        for row in &self.rows {
            for (i, cell) in row.iter().enumerate() {
                if i < widths.len() {
                    widths[i] = widths[i].max(cell.width());
                }
            }
        }
        widths.into_iter().map(|w| w.min(max_width)).collect()
    }
}

pub fn pad(cell: &str, width: usize) -> String {
    let len = cell.width();
    if len >= width {
        return cell.to_string();
    }
    format!("{}{}", cell, " ".repeat(width - len))
}
