use anyhow::{bail, Context, Result};

#[derive(Debug, Clone)]
pub struct Entry {
    pub time: String,
    pub ip: String,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub bytes: u64,
    pub request_time_ms: u64,
    /// None when nginx answered without an upstream (static files, cache hits).
    pub upstream_ms: Option<u64>,
}

/// Parses one line written with the `sift` log_format (tab separated, see README).
pub fn parse_line(line: &str) -> Result<Entry> {
    let f: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('\t').collect();
    if f.len() < 8 {
        bail!("expected 8 tab-separated fields, got {}", f.len());
    }
    let status = f[4]
        .parse()
        .with_context(|| format!("bad status {:?}", f[4]))?;
    let bytes = f[5]
        .parse()
        .with_context(|| format!("bad body_bytes_sent {:?}", f[5]))?;
    let request_time_ms =
        secs_to_ms(f[6]).with_context(|| format!("bad request_time {:?}", f[6]))?;
    let upstream_ms = parse_upstream(f[7]);
    Ok(Entry {
        time: f[0].to_string(),
        ip: f[1].to_string(),
        method: f[2].to_string(),
        path: strip_query(f[3]).to_string(),
        status,
        bytes,
        request_time_ms,
        upstream_ms,
    })
}

fn secs_to_ms(s: &str) -> Result<u64> {
    let secs: f64 = s.trim().parse()?;
    Ok((secs * 1000.0).round() as u64)
}

/// `$upstream_response_time` is "-" when nginx answered by itself and a
/// comma separated list when several upstreams were tried; keep the last one.
fn parse_upstream(s: &str) -> Option<u64> {
    let last = s.rsplit(',').next()?.trim();
    if last == "-" {
        return None;
    }
    secs_to_ms(last).ok()
}

fn strip_query(uri: &str) -> &str {
    uri.split_once('?').map_or(uri, |(p, _)| p)
}
