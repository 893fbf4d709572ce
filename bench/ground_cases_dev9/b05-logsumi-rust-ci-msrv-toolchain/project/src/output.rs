use crate::summary::PathStat;

fn truncate(s: &str, width: usize) -> String {
    if s.chars().count() <= width {
        return s.to_string();
    }
    let mut out: String = s.chars().take(width.saturating_sub(1)).collect();
    out.push('…');
    out
}

pub fn print_table(rows: &Vec<PathStat>, width: usize) {
    println!("{:<width$}  {:>8}  {:>7}  {:>9}", "PATH", "COUNT", "5xx%", "p95(ms)", width = width);
    for r in rows {
        println!(
            "{:<width$}  {:>8}  {:>6.2}%  {:>9.1}",
            truncate(&r.path, width),
            r.count,
            r.error_rate * 100.0,
            r.p95_ms,
            width = width
        );
    }
}
