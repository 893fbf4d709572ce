use std::collections::HashMap;

use crate::metric::Metric;

/// Escape a label value: backslash, double quote and newline.
pub fn escape_label_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            _ => out.push(c),
        }
    }
    out
}

/// `{key="value",...}`, or an empty string when there are no labels.
pub fn render_labels(labels: &HashMap<String, String>) -> String {
    if labels.is_empty() {
        return String::new();
    }
    let mut parts = Vec::with_capacity(labels.len());
    for (k, v) in labels {
        parts.push(format!("{}=\"{}\"", k, escape_label_value(v)));
    }
    format!("{{{}}}", parts.join(","))
}

fn render_value(value: f64) -> String {
    if value.is_nan() {
        "NaN".to_string()
    } else if value.is_infinite() {
        if value > 0.0 { "+Inf" } else { "-Inf" }.to_string()
    } else {
        format!("{}", value)
    }
}

/// One line of the exposition format, without the newline.
pub fn render_metric(metric: &Metric) -> String {
    format!("{}{} {}", metric.name, render_labels(&metric.labels), render_value(metric.value))
}
