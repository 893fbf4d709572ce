use std::sync::OnceLock;

use regex::Regex;

#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    pub method: String,
    pub path: String,
    pub status: u16,
    pub request_time: f64,
}

fn pattern() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r#"^\S+ \S+ \S+ \[[^\]]+\] "(\S+) (\S+) [^"]*" (\d{3}) \S+ "[^"]*" "[^"]*"(?: (\d+\.\d+))?"#)
            .expect("valid regex")
    })
}

pub fn parse_line(line: &str) -> Option<Request> {
    let c = pattern().captures(line)?;
    let path = c[2].split('?').next().unwrap_or("").to_string();
    Some(Request {
        method: c[1].to_string(),
        path,
        status: c[3].parse().ok()?,
        request_time: c.get(4).and_then(|m| m.as_str().parse().ok()).unwrap_or(0.0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_combined_with_request_time() {
        let l = r#"10.0.0.1 - - [12/Oct/2025:10:00:00 +0900] "GET /users/42?tab=1 HTTP/1.1" 200 512 "-" "curl/8.0" 0.031"#;
        let r = parse_line(l).unwrap();
        assert_eq!(r.path, "/users/42");
        assert_eq!(r.status, 200);
        assert!((r.request_time - 0.031).abs() < 1e-9);
    }
}
