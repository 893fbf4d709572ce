use std::collections::HashMap;
use std::fmt;

use crate::metric::Metric;

#[derive(Debug, PartialEq)]
pub enum ParseError {
    Empty,
    MissingValue,
    BadValue(String),
    BadLabels(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty line"),
            ParseError::MissingValue => write!(f, "missing value"),
            ParseError::BadValue(v) => write!(f, "bad value: {}", v),
            ParseError::BadLabels(l) => write!(f, "bad labels: {}", l),
        }
    }
}

impl std::error::Error for ParseError {}

/// Parse one sample line such as `http_requests_total{code="200"} 12`.
/// Label values must not contain commas or escaped quotes (good enough for our exporters).
pub fn parse_line(line: &str) -> Result<Metric, ParseError> {
    let line = line.trim();
    if line.is_empty() {
        return Err(ParseError::Empty);
    }
    let (head, value) = line.rsplit_once(' ').ok_or(ParseError::MissingValue)?;
    let value: f64 = match value {
        "+Inf" => f64::INFINITY,
        "-Inf" => f64::NEG_INFINITY,
        v => v.parse().map_err(|_| ParseError::BadValue(v.to_string()))?,
    };
    let (name, labels) = match head.split_once('{') {
        None => (head, HashMap::new()),
        Some((name, rest)) => {
            let body = rest.strip_suffix('}').ok_or_else(|| ParseError::BadLabels(rest.to_string()))?;
            let mut labels = HashMap::new();
            for pair in body.split(',').filter(|p| !p.is_empty()) {
                let (k, v) = pair.split_once('=').ok_or_else(|| ParseError::BadLabels(pair.to_string()))?;
                let v = v.strip_prefix('"').and_then(|v| v.strip_suffix('"'))
                    .ok_or_else(|| ParseError::BadLabels(pair.to_string()))?;
                labels.insert(k.to_string(), v.to_string());
            }
            (name, labels)
        }
    };
    Ok(Metric { name: name.to_string(), labels, value })
}
