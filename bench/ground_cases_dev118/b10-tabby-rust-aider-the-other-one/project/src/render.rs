use crate::config::Config;
use crate::table::{pad, Table};

pub fn render(table: &Table, cfg: &Config, header: bool) -> String {
    let widths = table.widths(cfg.max_width);
    let sep = if cfg.border { " | " } else { "  " };
    let mut out = String::new();
    let line = |cells: &[String]| -> String {
        cells
            .iter()
            .zip(&widths)
            .map(|(c, w)| pad(c, *w))
            .collect::<Vec<_>>()
            .join(sep)
    };
    if header {
        out.push_str(&line(&table.header));
        out.push('\n');
    }
    if header && cfg.border {
        let rule: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
        out.push_str(&rule.join(if cfg.border { "-+-" } else { "  " }));
        out.push('\n');
    }
    for row in &table.rows {
        out.push_str(&line(row));
        out.push('\n');
    }
    out
}
