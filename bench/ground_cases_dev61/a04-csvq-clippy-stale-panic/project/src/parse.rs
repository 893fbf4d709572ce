//! Splitting CSV lines into records and parsing `--where` filters.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Eq,
    Ne,
    Gt,
    Lt,
    Contains,
}

#[derive(Debug, Clone)]
pub struct Filter {
    pub column: String,
    pub op: Op,
    pub value: String,
}

#[derive(Debug)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "parse error: {}", self.0)
    }
}

impl std::error::Error for ParseError {}

/// Parses a `--where` expression such as `city=Berlin` or `name~"van der"`.
///
/// # Errors
///
/// Returns a [`ParseError`] when the expression has no operator or no column name.
pub fn parse_filter(expr: &str) -> Result<Filter, ParseError> {
    for (token, op) in [("!=", Op::Ne), ("~", Op::Contains), ("=", Op::Eq), (">", Op::Gt), ("<", Op::Lt)] {
        if let Some(pos) = expr.find(token) {
            let column = expr[..pos].trim().to_string();
            if column.is_empty() {
                return Err(ParseError(format!("missing column in {expr:?}")));
            }
            let value = unquote(expr[pos + token.len()..].trim());
            return Ok(Filter { column, op, value });
        }
    }
    Err(ParseError(format!("no operator in {expr:?}")))
}

fn unquote(s: &str) -> String {
    match s.strip_prefix('"').and_then(|rest| rest.strip_suffix('"')) {
        Some(inner) => inner.to_string(),
        None => s.to_string(),
    }
}

/// One data line, split into fields.
pub struct Record {
    fields: Vec<String>,
}

impl Record {
    #[must_use]
    pub fn from_line(line: &str, delim: char) -> Record {
        Record { fields: split_fields(line, delim) }
    }

    pub fn get(&self, idx: usize) -> &str {
        &self.fields[idx]
    }

    #[must_use]
    pub fn len(&self) -> usize {
        self.fields.len()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }
}

/// Splits a line on `delim`, honouring double quotes ("a,b" stays one field).
pub fn split_fields(line: &str, delim: char) -> Vec<String> {
    let mut fields = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c == delim && !quoted => fields.push(std::mem::take(&mut current)),
            c => current.push(c),
        }
    }
    fields.push(current);
    fields
}
