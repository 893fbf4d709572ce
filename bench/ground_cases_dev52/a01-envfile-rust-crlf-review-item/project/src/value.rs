//! Unescaping of quoted values.

use crate::error::ErrorKind;

/// The body of a double-quoted value with its escapes resolved.
pub(crate) fn unescape_double(body: &str) -> Result<String, ErrorKind> {
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('"') => out.push('"'),
            Some('\\') => out.push('\\'),
            Some(other) => return Err(ErrorKind::BadEscape(other)),
            None => return Err(ErrorKind::BadEscape('\\')),
        }
    }
    Ok(out)
}

/// Single-quoted values are literal.
pub(crate) fn unescape_single(body: &str) -> String {
    body.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn double_quoted_escapes() {
        assert_eq!(unescape_double(r#"a\nb\t\"c\""#).unwrap(), "a\nb\t\"c\"");
    }

    #[test]
    fn unknown_escape_is_an_error() {
        assert_eq!(unescape_double(r"\q"), Err(ErrorKind::BadEscape('q')));
    }

    #[test]
    fn single_quoted_is_literal() {
        assert_eq!(unescape_single(r"a\nb"), r"a\nb");
    }
}
