//! Line-oriented parser for `.env` text.

use crate::error::{Error, ErrorKind};
use crate::value::unescape_double;

/// One `KEY=value` pair and the 1-based line it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub key: String,
    pub value: String,
    pub line: usize,
}

/// Iterator over the entries of a `.env` text.
pub struct Parser<'a> {
    lines: std::iter::Enumerate<std::str::Split<'a, char>>,
    failed: bool,
}

impl<'a> Parser<'a> {
    pub fn new(input: &'a str) -> Self {
        Parser { lines: input.split('\n').enumerate(), failed: false }
    }

    fn next_entry(&mut self) -> Option<Result<Entry, Error>> {
        loop {
            let (idx, raw) = self.lines.next()?;
            let raw = raw.strip_suffix('\r').unwrap_or(raw);
            let line = raw.trim_start();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            return Some(self.parse_line(idx + 1, line));
        }
    }

    fn parse_line(&mut self, lineno: usize, line: &str) -> Result<Entry, Error> {
        let line = line.strip_prefix("export ").unwrap_or(line);
        let (key, rest) = line
            .split_once('=')
            .ok_or_else(|| Error::new(ErrorKind::MissingEquals, lineno))?;
        let key = key.trim();
        if !is_valid_key(key) {
            return Err(Error::new(ErrorKind::InvalidKey(key.to_string()), lineno));
        }
        let rest = rest.trim_start();
        let value = match rest.chars().next() {
            Some('"') => self.read_quoted(lineno, &rest[1..], '"')?,
            Some('\'') => self.read_quoted(lineno, &rest[1..], '\'')?,
            _ => strip_comment(rest).trim_end().to_string(),
        };
        Ok(Entry { key: key.to_string(), value, line: lineno })
    }

    /// A quoted value. Double-quoted values may span lines; the closing quote ends them.
    fn read_quoted(&mut self, lineno: usize, first: &str, quote: char) -> Result<String, Error> {
        let mut buf = String::new();
        let mut current = first;
        loop {
            if let Some(end) = find_closing(current, quote) {
                buf.push_str(&current[..end]);
                break;
            }
            if quote == '\'' {
                return Err(Error::new(ErrorKind::UnterminatedQuote, lineno));
            }
            buf.push_str(current);
            buf.push('\n');
            match self.lines.next() {
                Some((_, next)) => current = next,
                None => return Err(Error::new(ErrorKind::UnterminatedQuote, lineno)),
            }
        }
        Ok(if quote == '"' { unescape_double(&buf) } else { buf })
    }
}

impl<'a> Iterator for Parser<'a> {
    type Item = Result<Entry, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let item = self.next_entry()?;
        self.failed = item.is_err();
        Some(item)
    }
}

/// Byte offset of the closing quote in `s`, skipping `\"` escapes in double quotes.
fn find_closing(s: &str, quote: char) -> Option<usize> {
    let mut escaped = false;
    for (i, c) in s.char_indices() {
        if escaped {
            escaped = false;
        } else if c == '\\' && quote == '"' {
            escaped = true;
        } else if c == quote {
            return Some(i);
        }
    }
    None
}

/// An unquoted value without its trailing ` # comment`.
fn strip_comment(s: &str) -> &str {
    match s.find(" #") {
        Some(i) => &s[..i],
        None => s,
    }
}

fn is_valid_key(key: &str) -> bool {
    let mut chars = key.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}
