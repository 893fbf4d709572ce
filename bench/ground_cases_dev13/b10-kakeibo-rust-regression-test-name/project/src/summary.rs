//! Monthly totals of income and spending.

use std::collections::BTreeMap;

use crate::csv_reader::Entry;

#[derive(Debug, Default, Clone, Copy, PartialEq)]
pub struct MonthTotal {
    pub income: i64,
    pub spending: i64,
}

impl MonthTotal {
    pub fn net(&self) -> i64 {
        self.income - self.spending
    }
}

/// "2025/10/01" or "2025-10-01" -> "2025-10".
fn month_of(date: &str) -> String {
    let normalized = date.replace('/', "-");
    normalized.get(..7).unwrap_or(&normalized).to_string()
}

pub fn by_month(entries: &[Entry]) -> BTreeMap<String, MonthTotal> {
    let mut totals: BTreeMap<String, MonthTotal> = BTreeMap::new();
    for e in entries {
        let t = totals.entry(month_of(&e.date)).or_default();
        if e.amount >= 0 {
            t.income += e.amount;
        } else {
            t.spending += -e.amount;
        }
    }
    totals
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(date: &str, amount: i64) -> Entry {
        Entry { date: date.into(), description: String::new(), amount }
    }

    #[test]
    fn groups_by_month() {
        let totals = by_month(&[entry("2025/10/01", -3280), entry("2025/10/25", 250_000), entry("2025-11-02", -800)]);
        assert_eq!(totals["2025-10"], MonthTotal { income: 250_000, spending: 3280 });
        assert_eq!(totals["2025-11"].net(), -800);
    }
}
