use std::fmt::Write;
use std::time::Duration;

use crate::probe::ProbeResult;

/// One line per target: name, status, p50/p95 latency, failures.
pub fn render_table(results: &[ProbeResult]) -> String {
    let width = results.iter().map(|r| r.target.len()).max().unwrap_or(6).max(6);
    let mut out = String::new();
    let _ = writeln!(out, "{:<width$}  {:>6}  {:>8}  {:>8}  {:>5}", "TARGET", "STATUS", "P50", "P95", "FAIL");
    for r in results {
        let status = if r.failures == 0 { "ok" } else { "DEGR" };
        let _ = writeln!(
            out,
            "{:<width$}  {:>6}  {:>8}  {:>8}  {:>5}",
            r.target,
            status,
            fmt_ms(r.p50),
            fmt_ms(r.p95),
            r.failures
        );
    }
    out
}

fn fmt_ms(d: Option<Duration>) -> String {
    match d {
        Some(d) => format!("{:.1}ms", d.as_secs_f64() * 1000.0),
        None => "-".to_string(),
    }
}

/// Exit code for `pingwatch check`: 0 all good, 1 some target failing.
pub fn exit_code(results: &[ProbeResult]) -> i32 {
    if results.iter().any(|r| r.failures > 0) {
        1
    } else {
        0
    }
}
