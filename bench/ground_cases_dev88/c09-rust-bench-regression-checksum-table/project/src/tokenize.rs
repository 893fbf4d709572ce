use std::borrow::Cow;

/// Splits a record body on `|`. A field may be wrapped in double quotes, in which case
/// it may contain `|`, and a doubled `""` stands for one quote. Unquoted fields borrow
/// from `body`; only quoted ones allocate.
pub fn fields(body: &str) -> Vec<Cow<'_, str>> {
    if !body.contains('"') {
        return body.split('|').map(|f| Cow::Borrowed(f.trim())).collect();
    }
    let mut out = Vec::with_capacity(8);
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                cur.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            '|' if !quoted => {
                out.push(Cow::Owned(cur.trim().to_string()));
                cur.clear();
            }
            _ => cur.push(c),
        }
    }
    out.push(Cow::Owned(cur.trim().to_string()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_and_trims() {
        assert_eq!(fields("a | b|c "), vec!["a", "b", "c"]);
    }

    #[test]
    fn quoted_field_keeps_pipe_and_quotes() {
        assert_eq!(fields(r#"1|"a|b ""x"""|c"#), vec!["1", r#"a|b "x""#, "c"]);
    }
}
