use std::collections::HashMap;

/// Count tags in lines of the form `#123<TAB>title<TAB>tag1,tag2`.
/// Lines without a tag column are skipped; tags are trimmed and lower-cased.
pub fn count_tags(input: &str) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for line in input.lines() {
        let line = line.trim_end();
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        let mut cols = line.split('\t');
        let _id = cols.next();
        let _title = cols.next();
        let tags = match cols.next() {
            Some(t) => t,
            None => continue,
        };
        for tag in tags.split(',') {
            let tag = tag.trim().to_lowercase();
            if tag.is_empty() {
                continue;
            }
            *counts.entry(tag).or_insert(0) += 1;
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_normalises() {
        let c = count_tags("#1\tfix login\tBug, ui\n#2\tdocs\tdocs\n#3\tcrash\tbug\n");
        assert_eq!(c["bug"], 2);
        assert_eq!(c["ui"], 1);
        assert_eq!(c["docs"], 1);
    }

    #[test]
    fn skips_lines_without_tags() {
        let c = count_tags("#1\tno tags here\n\n// comment\n");
        assert!(c.is_empty());
    }
}
