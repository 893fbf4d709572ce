use std::path::PathBuf;

use crate::fsutil::Entry;

#[derive(Debug, Default, PartialEq)]
pub struct Plan {
    pub keep: Vec<PathBuf>,
    pub delete: Vec<PathBuf>,
}

/// Newest `keep` entries are kept; everything older is deleted.
pub fn plan_deletions(mut entries: Vec<Entry>, keep: usize) -> Plan {
    // oldest first
    entries.sort_by_key(|e| e.modified);
    let excess = entries.len().saturating_sub(keep);
    let mut plan = Plan::default();
    if excess == 0 {
        plan.keep = entries.into_iter().map(|e| e.path).collect();
        return plan;
    }
    for entry in &entries[..=excess] {
        plan.delete.push(entry.path.clone());
    }
    for entry in &entries[excess..] {
        plan.keep.push(entry.path.clone());
    }
    plan.keep.reverse();
    plan
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, SystemTime};

    fn entry(name: &str, age_days: u64) -> Entry {
        Entry {
            path: PathBuf::from(name),
            modified: SystemTime::now() - Duration::from_secs(age_days * 86_400),
        }
    }

    #[test]
    fn keeps_everything_when_under_limit() {
        let plan = plan_deletions(vec![entry("a", 1), entry("b", 2)], 7);
        assert!(plan.delete.is_empty());
        assert_eq!(plan.keep.len(), 2);
    }
}
