use std::collections::HashMap;

use crate::model::{Customer, MergeStats};
use crate::normalize::dedup_key;

/// Merge two records of the same customer: the newer one wins field by field,
/// but a blank field never overwrites a value the older record has.
pub fn merge_records(a: &Customer, b: &Customer) -> Customer {
    let (newer, older) = if a.updated_at >= b.updated_at { (a, b) } else { (b, a) };
    Customer {
        id: newer.id.clone(),
        email: newer.email.clone(),
        name: pick(&newer.name, &older.name),
        phone: pick(&newer.phone, &older.phone),
        company: pick(&newer.company, &older.company),
        updated_at: newer.updated_at,
        source: newer.source.clone(),
    }
}

/// The newer value unless it is blank.
fn pick(newer: &str, older: &str) -> String {
    if older.trim().is_empty() { newer } else { older }.to_string()
}

/// Merge every record that shares a dedup key, keeping input order of first appearance.
pub fn merge_all(records: Vec<Customer>) -> (Vec<Customer>, MergeStats) {
    let mut stats = MergeStats { input: records.len(), ..Default::default() };
    let mut order: Vec<String> = Vec::new();
    let mut by_key: HashMap<String, Customer> = HashMap::new();
    for rec in records {
        if rec.is_blank() {
            stats.skipped_blank += 1;
            continue;
        }
        let key = dedup_key(&rec.email);
        match by_key.get(&key) {
            Some(existing) => {
                let merged = merge_records(existing, &rec);
                by_key.insert(key, merged);
                stats.merged += 1;
            }
            None => {
                order.push(key.clone());
                by_key.insert(key, rec);
            }
        }
    }
    let out: Vec<Customer> = order.into_iter().filter_map(|k| by_key.remove(&k)).collect();
    stats.output = out.len();
    (out, stats)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    pub(crate) fn customer(email: &str, name: &str, phone: &str, day: u32) -> Customer {
        Customer {
            id: format!("{email}-{day}"),
            email: email.into(),
            name: name.into(),
            phone: phone.into(),
            company: String::new(),
            updated_at: chrono::Utc.with_ymd_and_hms(2025, 10, day, 0, 0, 0).unwrap(),
            source: "ec".into(),
        }
    }

    #[test]
    fn merge_keeps_latest_name() {
        let old = customer("a@example.com", "山田 太郎", "0311112222", 1);
        let new = customer("a@example.com", "山田 太郎（法人）", "0311112222", 5);
        assert_eq!(merge_records(&old, &new).name, "山田 太郎（法人）");
    }

    #[test]
    fn merge_fills_blank_phone_from_older() {
        let old = customer("a@example.com", "山田 太郎", "0311112222", 1);
        let new = customer("a@example.com", "山田 太郎", "", 5);
        assert_eq!(merge_records(&old, &new).phone, "0311112222");
    }

    #[test]
    fn merge_all_counts() {
        let recs = vec![
            customer("a@example.com", "A", "", 1),
            customer("b@example.com", "B", "", 2),
            customer("a@example.com", "A2", "", 3),
        ];
        let (out, stats) = merge_all(recs);
        assert_eq!(out.len(), 2);
        assert_eq!(stats.merged, 1);
    }
}
