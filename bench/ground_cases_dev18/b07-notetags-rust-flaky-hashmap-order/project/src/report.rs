use std::fmt::Write;

use crate::stats::Stats;

/// One line per tag, most used first.
pub fn render_summary(stats: &Stats) -> String {
    let mut rows: Vec<(&String, &usize)> = stats.by_tag.iter().collect();
    rows.sort_by(|a, b| b.1.cmp(a.1));

    let mut out = String::new();
    for (tag, count) in rows {
        let _ = writeln!(out, "{tag} {count}");
    }
    out
}

/// Header line for the human-readable report.
pub fn render_header(stats: &Stats) -> String {
    format!(
        "{} notes, {} tags, {} untagged",
        stats.notes,
        stats.by_tag.len(),
        stats.untagged
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::collect;

    #[test]
    fn header_counts() {
        let stats = collect(["---\ntags: a\n---\n", "no front matter"]);
        assert_eq!(render_header(&stats), "2 notes, 1 tags, 1 untagged");
    }
}
