//! 解析 `key=value key2="quoted value"` 形式的日志行。

use std::collections::HashMap;

#[derive(Debug, PartialEq)]
pub enum ParseError {
    MissingEquals(usize),
    UnterminatedQuote(usize),
}

/// 把一行日志解析成字段表。值可以用双引号包起来，引号内可以用 `\"` 转义。
pub fn parse_line(line: &str) -> Result<HashMap<String, String>, ParseError> {
    let mut fields = HashMap::new();
    let mut chars = line.char_indices().peekable();
    loop {
        while matches!(chars.peek(), Some((_, ' '))) {
            chars.next();
        }
        let Some(&(key_start, _)) = chars.peek() else { break };
        let mut key = String::new();
        while let Some(&(_, c)) = chars.peek() {
            if c == '=' || c == ' ' {
                break;
            }
            key.push(c);
            chars.next();
        }
        if chars.next().map(|(_, c)| c) != Some('=') {
            return Err(ParseError::MissingEquals(key_start));
        }
        let mut value = String::new();
        if let Some(&(quote_start, '"')) = chars.peek() {
            chars.next();
            loop {
                match chars.next() {
                    None => return Err(ParseError::UnterminatedQuote(quote_start)),
                    Some((_, '\\')) => match chars.next() {
                        Some((_, escaped)) => value.push(escaped),
                        None => return Err(ParseError::UnterminatedQuote(quote_start)),
                    },
                    Some((_, '"')) => break,
                    Some((_, c)) => value.push(c),
                }
            }
        } else {
            while let Some(&(_, c)) = chars.peek() {
                if c == ' ' {
                    break;
                }
                value.push(c);
                chars.next();
            }
        }
        fields.insert(key, value);
    }
    Ok(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_fields() {
        let f = parse_line("ts=1700000000 level=info").unwrap();
        assert_eq!(f["ts"], "1700000000");
        assert_eq!(f["level"], "info");
    }

    #[test]
    fn parses_quoted_field() {
        let f = parse_line(r#"msg="say \"hi\" to 张三" level=warn"#).unwrap();
        assert_eq!(f["msg"], r#"say "hi" to 张三"#);
        assert_eq!(f["level"], "warn");
    }

    #[test]
    fn reports_missing_equals() {
        assert_eq!(parse_line("ts=1 oops"), Err(ParseError::MissingEquals(5)));
    }

    #[test]
    fn reports_unterminated_quote() {
        assert_eq!(parse_line(r#"msg="abc"#), Err(ParseError::UnterminatedQuote(4)));
    }
}
