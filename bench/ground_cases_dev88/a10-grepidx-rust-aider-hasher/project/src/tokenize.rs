/// Splits text into lowercase words of at least two characters.
pub fn tokens(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '_')
        .filter(|w| w.len() >= 2)
        .map(|w| w.to_lowercase())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_and_lowercases() {
        assert_eq!(tokens("Foo bar_baz, QUX!"), vec!["foo", "bar_baz", "qux"]);
    }

    #[test]
    fn drops_single_chars() {
        assert_eq!(tokens("a bb c dd"), vec!["bb", "dd"]);
    }
}
