use std::collections::HashMap;

use serde::Serialize;

use crate::parse::Request;

#[derive(Debug, Serialize)]
pub struct PathStat {
    pub path: String,
    pub count: u64,
    pub error_rate: f64,
    pub p95_ms: f64,
}

pub struct Accumulator {
    normalize: bool,
    by_path: HashMap<String, (u64, u64, Vec<f64>)>,
}

impl Accumulator {
    pub fn new(normalize: bool) -> Self {
        Self { normalize, by_path: HashMap::new() }
    }

    pub fn add(&mut self, req: &Request) {
        let key = if self.normalize { normalize_path(&req.path) } else { req.path.clone() };
        let e = self.by_path.entry(key).or_insert((0, 0, Vec::new()));
        e.0 += 1;
        if req.status >= 500 {
            e.1 += 1;
        }
        e.2.push(req.request_time * 1000.0);
    }

    pub fn finish(self, top: usize) -> Vec<PathStat> {
        let mut rows: Vec<PathStat> = self
            .by_path
            .into_iter()
            .map(|(path, (count, errors, mut times))| {
                times.sort_by(|a, b| a.total_cmp(b));
                let idx = ((times.len() as f64) * 0.95).ceil() as usize;
                PathStat {
                    path,
                    count,
                    error_rate: errors as f64 / count as f64,
                    p95_ms: times[idx.saturating_sub(1).min(times.len() - 1)],
                }
            })
            .collect();
        rows.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.path.cmp(&b.path)));
        rows.truncate(top);
        rows
    }
}

fn normalize_path(path: &str) -> String {
    path.split('/')
        .map(|seg| if !seg.is_empty() && seg.bytes().all(|b| b.is_ascii_digit()) { ":id" } else { seg })
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_numeric_segments() {
        assert_eq!(normalize_path("/users/42/posts/7"), "/users/:id/posts/:id");
        assert_eq!(normalize_path("/v2/items"), "/v2/items");
    }
}
