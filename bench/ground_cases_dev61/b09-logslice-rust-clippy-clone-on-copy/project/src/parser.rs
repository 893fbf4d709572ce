use anyhow::{bail, Result};

use crate::lexer::{Tok, Token};
use crate::span::Span;

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Cond {
    LevelAtLeast(Level),
    MsgContains(String),
    Field { name: String, value: String },
}

#[must_use]
pub fn parse_level(word: &str) -> Option<Level> {
    match word.to_ascii_lowercase().as_str() {
        "trace" => Some(Level::Trace),
        "debug" => Some(Level::Debug),
        "info" => Some(Level::Info),
        "warn" | "warning" => Some(Level::Warn),
        "error" => Some(Level::Error),
        _ => None,
    }
}

/// `level>=warn`, `msg~"text"`, `name==value`; conditions joined by `and`.
pub fn parse(tokens: &[Token]) -> Result<(Vec<Cond>, Span)> {
    if tokens.is_empty() {
        bail!("empty filter");
    }
    let mut conds = Vec::new();
    let mut whole = tokens[0].span;
    for chunk in tokens.split(|t| t.tok == Tok::Word("and".into())) {
        let [lhs, op, rhs] = chunk else {
            bail!("expected `name op value` near byte {}", chunk.first().map_or(0, |t| t.span.start));
        };
        let span = lhs.span.clone();
        whole = whole.join(rhs.span);
        let cond = match (&lhs.tok, &op.tok, &rhs.tok) {
            (Tok::Word(n), Tok::Op(o), Tok::Word(v)) if n == "level" && o == ">=" => {
                let Some(level) = parse_level(v) else {
                    bail!("unknown level `{v}`\n{}", span.underline());
                };
                Cond::LevelAtLeast(level)
            }
            (Tok::Word(n), Tok::Op(o), Tok::Str(s)) if n == "msg" && o == "~" => Cond::MsgContains(s.clone()),
            (Tok::Word(n), Tok::Op(o), Tok::Word(v) | Tok::Str(v)) if o == "==" => Cond::Field { name: n.clone(), value: v.clone() },
            _ => bail!("unsupported condition\n{}", span.underline()),
        };
        conds.push(cond);
    }
    Ok((conds, whole))
}
