use crate::scan::Backup;

/// Backups to delete so that only the newest `keep` remain.
pub fn select_to_delete(mut backups: Vec<Backup>, keep: usize) -> Vec<Backup> {
    // newest first
    backups.sort_by(|a, b| b.modified.cmp(&a.modified).then_with(|| a.path.cmp(&b.path)));
    backups
        .into_iter()
        .enumerate()
        .filter(|(i, _)| *i > keep)
        .map(|(_, b)| b)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;
    use std::time::{Duration, SystemTime};

    fn backup(name: &str, age_days: u64) -> Backup {
        Backup {
            path: PathBuf::from(name),
            modified: SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000 - age_days * 86_400),
            size: 1024,
        }
    }

    #[test]
    fn keeps_everything_when_few() {
        let all = vec![backup("db-1.sql.gz", 1), backup("db-2.sql.gz", 2)];
        assert!(select_to_delete(all, 7).is_empty());
    }

    #[test]
    fn deletes_the_oldest() {
        let all = (0..10).map(|d| backup(&format!("db-{d}.sql.gz"), d)).collect();
        let gone = select_to_delete(all, 7);
        assert!(gone.iter().any(|b| b.path == PathBuf::from("db-9.sql.gz")));
    }
}
