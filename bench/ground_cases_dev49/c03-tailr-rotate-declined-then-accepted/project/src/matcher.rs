use std::collections::HashMap;

use regex::Regex;

/// A set of patterns; the first one that matches a line wins.
pub struct Matcher {
    patterns: Vec<Regex>,
    hits: HashMap<String, usize>,
}

impl Matcher {
    pub fn new(patterns: &[String]) -> Result<Self, regex::Error> {
        let patterns = patterns.iter().map(|p| Regex::new(p)).collect::<Result<Vec<_>, _>>()?;
        Ok(Self { patterns, hits: HashMap::new() })
    }

    /// The first pattern that matches `line`, counting the hit.
    pub fn check(&mut self, line: &str) -> Option<&str> {
        let idx = self.patterns.iter().position(|re| re.is_match(line))?;
        let pattern = self.patterns[idx].as_str();
        *self.hits.entry(pattern.to_owned()).or_insert(0) += 1;
        Some(pattern)
    }

    /// Hit counts, most hits first.
    pub fn counts(&self) -> Vec<(String, usize)> {
        let mut v: Vec<_> = self.hits.iter().map(|(k, n)| (k.clone(), *n)).collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_pattern_wins_and_is_counted() {
        let mut m = Matcher::new(&["ERROR".into(), "ERR".into()]).unwrap();
        assert_eq!(m.check("ERROR disk full"), Some("ERROR"));
        assert_eq!(m.check("all good"), None);
        assert_eq!(m.counts(), vec![("ERROR".to_string(), 1)]);
    }
}
