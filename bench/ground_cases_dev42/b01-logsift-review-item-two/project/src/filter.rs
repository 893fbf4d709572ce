use crate::args::Args;
use crate::reader::Record;

/// Counters printed with --stats.
#[derive(Debug, Default)]
pub struct Stats {
    pub total: usize,
    pub matched: usize,
    /// Lines that could not be read (not UTF-8) and were skipped.
    pub skipped: usize,
}

#[derive(Debug, Default)]
pub struct Filter {
    min_level: Option<String>,
    after: Option<i64>,
    grep: Option<String>,
    fields: Vec<(String, String)>,
}

impl Filter {
    pub fn from_args(args: &Args) -> Filter {
        Filter {
            min_level: args.level.clone(),
            after: args.after,
            grep: args.grep.clone(),
            fields: args.fields.clone(),
        }
    }

    pub fn matches(&self, rec: &Record) -> bool {
        if let Some(min) = &self.min_level {
            if rec.level.as_str() < min.as_str() {
                return false;
            }
        }
        if let Some(after) = self.after {
            match rec.ts {
                Some(ts) if ts >= after => {}
                _ => return false,
            }
        }
        if let Some(g) = &self.grep {
            if !rec.msg.contains(g.as_str()) {
                return false;
            }
        }
        self.fields.iter().all(|(k, v)| rec.get(k) == Some(v.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(line: &str) -> Record {
        Record::parse(line)
    }

    #[test]
    fn grep_matches_msg_only() {
        let f = Filter { grep: Some("timeout".into()), ..Default::default() };
        assert!(f.matches(&rec("level=warn msg=\"upstream timeout\"")));
        assert!(!f.matches(&rec("level=warn msg=ok note=timeout")));
    }

    #[test]
    fn after_drops_records_without_ts() {
        let f = Filter { after: Some(0), ..Default::default() };
        assert!(!f.matches(&rec("level=info msg=hi")));
        assert!(f.matches(&rec("ts=1970-01-01T00:00:05Z level=info msg=hi")));
    }

    #[test]
    fn fields_are_anded() {
        let f = Filter { fields: vec![("svc".into(), "api".into()), ("env".into(), "prod".into())], ..Default::default() };
        assert!(f.matches(&rec("svc=api env=prod msg=x")));
        assert!(!f.matches(&rec("svc=api env=stg msg=x")));
    }

    #[test]
    fn level_warn_drops_info() {
        let f = Filter { min_level: Some("warn".into()), ..Default::default() };
        assert!(!f.matches(&rec("level=info msg=x")));
        assert!(f.matches(&rec("level=warn msg=x")));
    }
}
