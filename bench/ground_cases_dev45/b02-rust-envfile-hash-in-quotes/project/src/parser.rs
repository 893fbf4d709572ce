use crate::error::ParseError;

/// 1行をパースする. 空行とコメント行は `None`.
pub(crate) fn parse_line(raw: &str, line: usize) -> Result<Option<(String, String)>, ParseError> {
    let trimmed = raw.trim();
    if trimmed.is_empty() || trimmed.starts_with('#') {
        return Ok(None);
    }
    // `export FOO=bar` (シェルで source する用の書き方) も受け付ける
    let trimmed = trimmed
        .strip_prefix("export ")
        .map(str::trim_start)
        .unwrap_or(trimmed);
    let without_comment = strip_comment(trimmed);
    let (key, value) = match without_comment.split_once('=') {
        Some(kv) => kv,
        None => return Err(ParseError::MissingEquals { line }),
    };
    let key = key.trim();
    if key.is_empty() {
        return Err(ParseError::EmptyKey { line });
    }
    let value = unquote(value.trim(), line)?;
    Ok(Some((key.to_string(), value)))
}

/// `#` 以降を落とす.
fn strip_comment(s: &str) -> &str {
    match s.find(" #").or_else(|| s.find('#')) {
        Some(pos) => s[..pos].trim_end(),
        None => s,
    }
}

/// クォートを外す. ダブルクォートのときだけ `\n` を改行にする.
fn unquote(v: &str, line: usize) -> Result<String, ParseError> {
    let bytes = v.as_bytes();
    match bytes.first() {
        Some(b'"') | Some(b'\'') => {
            let q = bytes[0];
            if v.len() < 2 || bytes[v.len() - 1] != q {
                return Err(ParseError::UnterminatedQuote { line });
            }
            let inner = &v[1..v.len() - 1];
            if q == b'"' {
                Ok(inner.replace("\\n", "\n"))
            } else {
                Ok(inner.to_string())
            }
        }
        _ => Ok(v.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_trailing_comment() {
        assert_eq!(strip_comment("A=1 # one"), "A=1");
    }

    #[test]
    fn unquotes_double() {
        assert_eq!(unquote("\"a b\"", 1).unwrap(), "a b");
    }
}
