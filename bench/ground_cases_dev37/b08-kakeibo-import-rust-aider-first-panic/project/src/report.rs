use std::collections::BTreeMap;

use crate::category::categorize;
use crate::parse::Entry;

fn yen(amount: i64) -> String {
    let digits = amount.abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if amount < 0 {
        return format!("-{out}円");
    }
    return format!("{out}円");
}

pub fn render(entries: &[Entry]) -> String {
    let mut by_category: BTreeMap<&str, i64> = BTreeMap::new();
    let mut income = 0;
    let mut spending = 0;
    for e in entries {
        if e.amount >= 0 {
            income += e.amount;
        } else {
            spending += e.amount;
            *by_category.entry(categorize(&e.memo)).or_default() += e.amount;
        }
    }
    let mut out = String::new();
    out.push_str(&format!("収入: {}\n", yen(income)));
    out.push_str(&format!("支出: {}\n", yen(spending)));
    for (cat, sum) in by_category {
        out.push_str(&format!("  {cat}: {}\n", yen(sum)));
    }
    out.push_str(&format!("収支: {}\n", yen(income + spending)));
    out
}
