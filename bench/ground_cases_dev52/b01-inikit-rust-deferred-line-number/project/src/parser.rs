//! Builds a `Document` from the lexer's lines.

use crate::error::{ErrorKind, ParseError};
use crate::lexer::{lines, LineKind};
use crate::Document;

/// Parse INI text. Errors report 1-based lines and columns.
pub fn parse(src: &str) -> Result<Document, ParseError> {
    let mut doc = Document::default();
    let mut section = String::new();
    let mut last_key: Option<String> = None;

    for line in lines(src) {
        let idx = line.idx;
        match line.kind {
            LineKind::Blank | LineKind::Comment => {
                last_key = None;
            }
            LineKind::Section => {
                let t = line.text.trim();
                if !t.ends_with(']') {
                    return Err(ParseError {
                        kind: ErrorKind::UnclosedSection,
                        line: idx + 1,
                        column: t.len() + 1,
                    });
                }
                section = t[1..t.len() - 1].trim().to_string();
                doc.add_section(&section);
                last_key = None;
            }
            LineKind::Continuation => {
                let Some(key) = last_key.as_ref() else {
                    return Err(ParseError {
                        kind: ErrorKind::OrphanContinuation,
                        line: idx,
                        column: 1,
                    });
                };
                doc.append(&section, key, line.text.trim());
            }
            LineKind::Entry => {
                let lineno = idx + 1;
                let Some(eq) = line.text.find(['=', ':']) else {
                    return Err(ParseError {
                        kind: ErrorKind::MissingEquals,
                        line: lineno,
                        column: line.text.len() + 1,
                    });
                };
                let key = line.text[..eq].trim();
                if key.is_empty() {
                    return Err(ParseError { kind: ErrorKind::EmptyKey, line: lineno, column: 1 });
                }
                // Only spaces and tabs are trimmed: other trailing characters are data.
                let raw = line.text[eq + 1..].trim_start().trim_end_matches([' ', '\t']);
                doc.insert(&section, key, unquote(raw));
                last_key = Some(key.to_string());
            }
        }
    }
    Ok(doc)
}

fn unquote(v: &str) -> String {
    if v.len() >= 2 && v.starts_with('"') && v.ends_with('"') {
        v[1..v.len() - 1].replace("\\\"", "\"")
    } else {
        match v.find(" ;") {
            Some(i) => v[..i].trim_end().to_string(),
            None => v.to_string(),
        }
    }
}
