use chrono::NaiveDateTime;

use crate::parse::Entry;

/// `--since` / `--until`, as typed by the user (server wall-clock time).
pub struct TimeWindow {
    pub since: Option<NaiveDateTime>,
    pub until: Option<NaiveDateTime>,
}

impl TimeWindow {
    pub fn parse(since: Option<&str>, until: Option<&str>) -> Result<Self, String> {
        let p = |s: &str| {
            NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M:%S").map_err(|e| format!("bad time {s:?}: {e}"))
        };
        Ok(Self { since: since.map(p).transpose()?, until: until.map(p).transpose()? })
    }

    pub fn contains(&self, entry: &Entry) -> bool {
        let t = entry.time.naive_local();
        self.since.map_or(true, |s| t >= s) && self.until.map_or(true, |u| t < u)
    }
}

/// `--status 500,502` or `--status 5xx,429`.
pub struct StatusFilter {
    exact: Vec<u16>,
    classes: Vec<u16>,
}

impl StatusFilter {
    pub fn parse(spec: &str) -> Result<Self, String> {
        let mut f = StatusFilter { exact: Vec::new(), classes: Vec::new() };
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            if let Some(class) = part.strip_suffix("xx") {
                f.classes.push(class.parse().map_err(|_| format!("bad status class {part:?}"))?);
            } else {
                f.exact.push(part.parse().map_err(|_| format!("bad status {part:?}"))?);
            }
        }
        Ok(f)
    }

    pub fn matches(&self, status: u16) -> bool {
        self.exact.contains(&status) || self.classes.contains(&(status / 100))
    }
}

pub fn path_matches(entry: &Entry, prefix: Option<&str>) -> bool {
    match prefix {
        Some(p) => entry.path.starts_with(p),
        None => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_line;

    #[test]
    fn path_prefix() {
        let e = parse_line(r#"1.1.1.1 - - [20/Nov/2025:09:00:00 +0800] "GET /api/pay/x HTTP/1.1" 200 1 "-" "-" 0.1"#).unwrap();
        assert!(path_matches(&e, Some("/api/pay")));
        assert!(!path_matches(&e, Some("/api/user")));
        assert!(path_matches(&e, None));
    }

    #[test]
    fn status_filter() {
        let f = StatusFilter::parse("5xx, 429").unwrap();
        assert!(f.matches(502) && f.matches(429));
        assert!(!f.matches(404) && !f.matches(200));
        assert!(StatusFilter::parse("5x").is_err());
    }
}
