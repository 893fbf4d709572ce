use std::sync::OnceLock;

use regex::Regex;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub line: usize,
    pub target: String,
}

fn link_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r#"\[[^\]]*\]\(([^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\)"#).unwrap())
}

/// Inline links `[text](target)` outside fenced code blocks, with 1-based line numbers.
pub fn extract(text: &str) -> Vec<Link> {
    let mut out = Vec::new();
    let mut in_fence = false;
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        if in_fence {
            continue;
        }
        for cap in link_re().captures_iter(line) {
            out.push(Link { line: i + 1, target: cap[1].to_string() });
        }
    }
    out
}

pub fn is_external(target: &str) -> bool {
    target.starts_with("http://") || target.starts_with("https://") || target.starts_with("mailto:")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_plain_links_and_skips_fences() {
        let text = "see [a](a.md)\n```\n[b](b.md)\n```\n[c](https://x.y)";
        let found: Vec<_> = extract(text).into_iter().map(|l| (l.line, l.target)).collect();
        assert_eq!(found, vec![(1, "a.md".to_string()), (5, "https://x.y".to_string())]);
    }

    #[test]
    fn finds_links_with_titles() {
        let text = "[x](../config.md \"配置项\") and [y](y.md 'Y')";
        let found: Vec<_> = extract(text).into_iter().map(|l| l.target).collect();
        assert_eq!(found, vec!["../config.md".to_string(), "y.md".to_string()]);
    }
}
