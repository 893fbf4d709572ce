use std::collections::HashMap;
use std::fmt::Write;

/// One-line report: `tag=count` pairs joined by ", ".
pub fn summary(counts: &HashMap<String, usize>) -> String {
    let mut out = String::new();
    for (tag, n) in counts.iter() {
        if !out.is_empty() {
            out.push_str(", ");
        }
        write!(out, "{}={}", tag, n).unwrap();
    }
    out
}

/// The `n` most used tags, most used first; ties are broken by name.
pub fn top_n(counts: &HashMap<String, usize>, n: usize) -> Vec<(String, usize)> {
    let mut v: Vec<(String, usize)> = counts.iter().map(|(k, c)| (k.clone(), *c)).collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v.truncate(n);
    v
}

/// Total number of tag uses.
pub fn total(counts: &HashMap<String, usize>) -> usize {
    counts.values().sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(pairs: &[(&str, usize)]) -> HashMap<String, usize> {
        pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
    }

    #[test]
    fn summary_lists_counts() {
        let c = counts(&[("rust", 3), ("go", 1)]);
        assert_eq!(summary(&c), "rust=3, go=1");
    }

    #[test]
    fn summary_of_nothing_is_empty() {
        assert_eq!(summary(&HashMap::new()), "");
    }

    #[test]
    fn top_n_breaks_ties_by_name() {
        let c = counts(&[("ui", 2), ("bug", 5), ("docs", 2), ("perf", 1)]);
        let top = top_n(&c, 3);
        assert_eq!(
            top,
            vec![("bug".to_string(), 5), ("docs".to_string(), 2), ("ui".to_string(), 2)]
        );
    }

    #[test]
    fn total_sums_all_uses() {
        assert_eq!(total(&counts(&[("a", 2), ("b", 3)])), 5);
    }
}
