use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// One customer record as exported from either the shop (EC) or the CRM.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Customer {
    pub id: String,
    pub email: String,
    pub name: String,
    pub phone: String,
    pub company: String,
    pub updated_at: DateTime<Utc>,
    pub source: String,
}

impl Customer {
    pub fn is_blank(&self) -> bool {
        self.email.trim().is_empty() && self.name.trim().is_empty()
    }
}

#[derive(Debug, Default)]
pub struct MergeStats {
    pub input: usize,
    pub output: usize,
    pub merged: usize,
    pub skipped_blank: usize,
}

impl std::fmt::Display for MergeStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "input={} output={} merged={} skipped_blank={}",
            self.input, self.output, self.merged, self.skipped_blank
        )
    }
}
