use std::collections::HashMap;

/// Hit counts per key, remembering the order in which keys first appeared so
/// ties are printed in log order.
#[derive(Debug, Default)]
pub struct Stats {
    counts: HashMap<String, u64>,
    first_seen: Vec<String>,
    total: u64,
}

impl Stats {
    pub fn add(&mut self, key: &str) {
        self.total += 1;
        if !self.counts.contains_key(key) {
            self.first_seen.push(key.to_string());
            self.counts.insert(key.to_string(), 1);
        } else {
            *self.counts.get_mut(key).unwrap() += 1;
        }
    }

    pub fn total(&self) -> u64 {
        self.total
    }

    /// Rows with at least `min` hits, most hits first, ties in first-seen order.
    pub fn rows(&self, min: u64) -> Vec<(String, u64)> {
        let mut rows: Vec<(usize, &String, u64)> = self
            .first_seen
            .iter()
            .enumerate()
            .map(|(i, k)| (i, k, self.counts[k]))
            .filter(|(_, _, n)| *n >= min)
            .collect();
        rows.sort_by(|a, b| b.2.cmp(&a.2).then(a.0.cmp(&b.0)));
        rows.into_iter().map(|(_, k, n)| (k.clone(), n)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_keep_log_order() {
        let mut s = Stats::default();
        for k in ["/b", "/a", "/b", "/a", "/c"] {
            s.add(k);
        }
        assert_eq!(s.rows(1), vec![("/b".into(), 2), ("/a".into(), 2), ("/c".into(), 1)]);
    }
}
