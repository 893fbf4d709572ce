mod filter;
mod lexer;
mod parser;
mod span;

use std::io::{self, BufRead, Write};

use anyhow::{Context, Result};

fn main() -> Result<()> {
    let expr = std::env::args().nth(1).context("usage: logslice '<filter>' < app.log")?;
    let tokens = lexer::lex(&expr);
    let (conds, _) = parser::parse(&tokens)?;
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        let line = line?;
        if let Some(rec) = filter::parse_record(&line) {
            if filter::matches(&conds, &rec) {
                writeln!(out, "{line}")?;
            }
        }
    }
    Ok(())
}
