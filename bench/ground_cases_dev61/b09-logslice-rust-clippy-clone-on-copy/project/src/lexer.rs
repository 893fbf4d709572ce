use crate::span::Span;

#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    Word(String),
    Str(String),
    Op(String),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
}

/// Splits a filter expression like `level>=warn and msg~"timeout"` into tokens.
pub fn lex(input: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut rest = input;
    let mut pos = 0;
    while !rest.is_empty() {
        let trimmed = rest.trim_start();
        pos += rest.len() - trimmed.len();
        rest = trimmed;
        if rest.is_empty() {
            break;
        }
        let (tok, used) = if let Some(body) = rest.strip_prefix('"') {
            let end = body.find('"').map_or(body.len(), |i| i);
            (Tok::Str(body[..end].to_string()), end + 2)
        } else if let Some(op) = ["<=", ">=", "==", "!=", "<", ">", "~"].iter().find(|o| rest.starts_with(**o)) {
            (Tok::Op(op.to_string()), op.len())
        } else {
            let end = rest.find(|c: char| c.is_whitespace() || "<>=!~\"".contains(c)).unwrap_or(rest.len());
            let word = rest[..end].to_string();
            (Tok::Word(word), end)
        };
        let used = used.min(rest.len());
        out.push(Token { tok, span: Span::new(pos, pos + used) });
        rest = &rest[used..];
        pos += used;
    }
    out
}
