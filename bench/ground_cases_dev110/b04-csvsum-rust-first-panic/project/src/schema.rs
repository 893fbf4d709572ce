/// Column names from the header row.
pub struct Schema {
    names: Vec<String>,
}

impl Schema {
    pub fn from_header(header: &str, delim: char) -> Self {
        let names = header
            .split(delim)
            .map(|s| s.trim().trim_matches('"').to_string())
            .collect();
        Schema { names }
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Position of a column, matched case-insensitively.
    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.names
            .iter()
            .position(|n| n.eq_ignore_ascii_case(name))
            .map(|i| i + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_column_ignoring_case() {
        let s = Schema::from_header("date,Amount,memo", ',');
        assert!(s.column_index("amount").is_some());
        assert_eq!(s.len(), 3);
    }
}
