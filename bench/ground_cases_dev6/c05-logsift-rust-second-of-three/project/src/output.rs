use anyhow::Result;
use serde_json::json;

use crate::stats::Stats;

pub fn print_table(stats: &Stats, top: usize, bad: u64) {
    let s = stats.summary();
    println!("requests   {:>12}", s.total);
    println!("bytes      {:>12}", s.bytes);
    println!("unparsed   {:>12}", bad);
    println!();
    println!("latency (s)");
    println!("  p50  {:>8}", s.p50_ms);
    println!("  p90  {:>8}", s.p90_ms);
    println!("  p99  {:>8}", s.p99_ms);
    println!("  max  {:>8}", s.max_ms);
    println!();

    let mut codes: Vec<_> = stats.by_status.iter().collect();
    codes.sort();
    for (code, n) in codes {
        println!("  {code}  {n:>10}");
    }
    println!();
    println!("{:<50} {:>10} {:>10}", "path", "count", "p95 ms");
    for (path, p) in stats.top_paths(top) {
        println!("{:<50} {:>10} {:>10}", truncate(path, 50), p.count, p.p95_ms());
    }
}

pub fn print_json(stats: &Stats, top: usize) -> Result<()> {
    let paths: Vec<_> = stats
        .top_paths(top)
        .into_iter()
        .map(|(path, p)| json!({"path": path, "count": p.count, "bytes": p.bytes, "p95_ms": p.p95_ms()}))
        .collect();
    let out = json!({"summary": stats.summary(), "status": stats.by_status, "top_paths": paths});
    println!("{}", serde_json::to_string_pretty(&out)?);
    Ok(())
}

fn truncate(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        s.chars().take(n - 1).chain(std::iter::once('…')).collect()
    }
}
