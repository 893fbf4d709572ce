use regex::Regex;

use crate::parser::{Level, Record};

/// What the command line asked for; every part that is set must match.
#[derive(Debug, Default)]
pub struct Filter {
    pub min_level: Option<Level>,
    pub target_prefix: Option<String>,
    pub grep: Option<Regex>,
    pub field_eq: Vec<(String, String)>,
}

impl Filter {
    pub fn matches(&self, r: &Record) -> bool {
        self.matches_level(r) && self.matches_target(r) && self.matches_grep(r) && self.matches_fields(r)
    }

    fn matches_level(&self, r: &Record) -> bool {
        match self.min_level {
            Some(min) => r.level >= min,
            None => true,
        }
    }

    fn matches_target(&self, r: &Record) -> bool {
        match &self.target_prefix {
            Some(p) => r.target.starts_with(p.as_str()),
            None => true,
        }
    }

    fn matches_grep(&self, r: &Record) -> bool {
        match &self.grep {
            Some(re) => re.is_match(&r.msg),
            None => true,
        }
    }

    fn matches_fields(&self, r: &Record) -> bool {
        self.field_eq.iter().all(|(k, v)| r.fields.get(k) == Some(v))
    }
}
