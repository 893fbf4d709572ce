/// Very small keyword-based categoriser for the memo column.
pub fn categorize(memo: &str) -> &'static str {
    const RULES: &[(&str, &str)] = &[
        ("セブンイレブン", "食費"),
        ("ローソン", "食費"),
        ("ファミリーマート", "食費"),
        ("Amazon", "日用品"),
        ("JR東日本", "交通費"),
        ("東京電力", "光熱費"),
        ("東京ガス", "光熱費"),
        ("家賃", "住居"),
        ("給与", "収入"),
    ];
    for (keyword, category) in RULES {
        if memo.contains(keyword) {
            return category;
        }
    }
    "その他"
}

#[cfg(test)]
mod tests {
    use super::categorize;

    #[test]
    fn known_keywords() {
        assert_eq!(categorize("セブンイレブン 渋谷店"), "食費");
        assert_eq!(categorize("東京ガス 11月分"), "光熱費");
    }

    #[test]
    fn unknown_is_other() {
        assert_eq!(categorize("謎の店"), "その他");
    }
}
