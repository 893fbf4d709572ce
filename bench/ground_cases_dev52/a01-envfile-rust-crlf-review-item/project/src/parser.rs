//! Line-oriented parser for `.env` files.
//!
//! Lines end in `\n` or `\r\n`; the `\r` is stripped before the line is parsed.
//! A lone `\r` is not a line break.

use crate::error::{ErrorKind, ParseError};
use crate::value::{unescape_double, unescape_single};

/// One `KEY=value` pair, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub key: String,
    pub value: String,
}

/// Yields the entries of a `.env` text one at a time.
pub struct Parser<'a> {
    lines: std::iter::Enumerate<std::str::Lines<'a>>,
    line: usize,
}

impl<'a> Parser<'a> {
    pub fn new(input: &'a str) -> Self {
        Parser { lines: input.lines().enumerate(), line: 0 }
    }

    fn err(&self, kind: ErrorKind) -> ParseError {
        ParseError { line: self.line, kind }
    }

    fn next_entry(&mut self) -> Option<Result<Entry, ParseError>> {
        for (idx, raw) in self.lines.by_ref() {
            self.line = idx;
            let line = raw.trim_start();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let line = line.strip_prefix("export ").unwrap_or(line);
            let Some((key, rest)) = line.split_once('=') else {
                return Some(Err(self.err(ErrorKind::MissingEquals)));
            };
            let key = key.trim_end();
            if !valid_key(key) {
                return Some(Err(self.err(ErrorKind::InvalidKey(key.to_string()))));
            }
            return Some(self.value(rest).map(|value| Entry { key: key.to_string(), value }));
        }
        None
    }

    fn value(&self, rest: &str) -> Result<String, ParseError> {
        let rest = rest.trim_start();
        if let Some(body) = rest.strip_prefix('"') {
            let end = body.rfind('"').ok_or_else(|| self.err(ErrorKind::UnterminatedQuote))?;
            return unescape_double(&body[..end]).map_err(|kind| self.err(kind));
        }
        if let Some(body) = rest.strip_prefix('\'') {
            let end = body.rfind('\'').ok_or_else(|| self.err(ErrorKind::UnterminatedQuote))?;
            return Ok(unescape_single(&body[..end]));
        }
        let value = match rest.find(" #") {
            Some(at) => &rest[..at],
            None => rest,
        };
        Ok(value.trim_end_matches([' ', '\t']).to_string())
    }
}

impl Iterator for Parser<'_> {
    type Item = Result<Entry, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_entry()
    }
}

fn valid_key(key: &str) -> bool {
    let mut chars = key.chars();
    matches!(chars.next(), Some(c) if c == '_' || c.is_ascii_alphabetic())
        && chars.all(|c| c == '_' || c.is_ascii_alphanumeric())
}

/// Parse a whole `.env` text, stopping at the first bad line.
pub fn parse(input: &str) -> Result<Vec<Entry>, ParseError> {
    Parser::new(input).collect()
}
