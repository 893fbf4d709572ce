use crate::model::Label;

/// Lower-cases and trims a label name so "Bug ", "bug" and "BUG" compare equal.
pub fn normalize_name(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Merges the label lists of all sources, keeping the first occurrence of each
/// name (case-insensitive). Order matters: the index shows labels in this order.
pub fn merge_labels(sources: &[Vec<Label>]) -> Vec<Label> {
    let mut out: Vec<Label> = Vec::new();
    for src in sources {
        for label in src {
            if !out.iter().any(|l| normalize_name(&l.name) == normalize_name(&label.name)) {
                out.push(label.clone());
            }
        }
    }
    out
}

/// Splits a comma separated tag string, dropping empties.
pub fn split_tags(raw: &str) -> Vec<String> {
    raw.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(String::from)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn l(name: &str, color: &str) -> Label {
        Label { name: name.into(), color: color.into() }
    }

    #[test]
    fn keeps_first_occurrence() {
        let merged = merge_labels(&[vec![l("Bug", "red")], vec![l("bug ", "blue"), l("docs", "grey")]]);
        assert_eq!(merged, vec![l("Bug", "red"), l("docs", "grey")]);
    }

    #[test]
    fn splits_tags() {
        assert_eq!(split_tags("a, b,,c "), vec!["a", "b", "c"]);
    }
}
