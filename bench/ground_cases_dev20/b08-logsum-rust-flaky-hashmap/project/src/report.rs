use std::collections::HashMap;

use crate::parse::Entry;

/// The summary printed by `logsum`: one line per level, then the noisiest targets.
pub fn render(entries: &[Entry]) -> String {
    let mut counts: HashMap<&str, usize> = HashMap::new();
    let mut targets: HashMap<&str, usize> = HashMap::new();
    for e in entries {
        *counts.entry(e.level).or_default() += 1;
        *targets.entry(e.target).or_default() += 1;
    }

    let mut out = String::new();
    for (level, n) in &counts {
        out.push_str(&format!("{level:<5} {n}\n"));
    }

    let mut top: Vec<_> = targets.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    out.push_str("--\n");
    for (target, n) in top.iter().take(3) {
        out.push_str(&format!("{target} {n}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_line;

    const LOG: &str = "\
2024-05-01T10:00:00Z INFO  api: started
2024-05-01T10:00:01Z WARN  db: slow query
2024-05-01T10:00:02Z ERROR api: upstream timeout
2024-05-01T10:00:03Z INFO  worker: job done
2024-05-01T10:00:04Z ERROR api: upstream timeout
2024-05-01T10:00:05Z INFO  api: request ok
";

    #[test]
    fn renders_counts_by_level() {
        let entries: Vec<_> = LOG.lines().filter_map(parse_line).collect();
        let out = render(&entries);
        assert_eq!(out, "ERROR 2\nINFO  3\nWARN  1\n--\napi 4\ndb 1\nworker 1\n");
    }

    #[test]
    fn empty_input_has_only_separator() {
        assert_eq!(render(&[]), "--\n");
    }
}
