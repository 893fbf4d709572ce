//! Line-oriented INI parser.

use crate::{Error, Ini};

/// Strip a trailing `;` or `#` comment from a line; markers inside double quotes are kept.
fn strip_comment(line: &str) -> &str {
    let mut in_quotes = false;
    for (idx, c) in line.char_indices() {
        match c {
            '"' => in_quotes = !in_quotes,
            ';' | '#' if !in_quotes => return &line[..idx],
            _ => {}
        }
    }
    line
}

fn unquote(value: &str) -> &str {
    let v = value.trim();
    if v.len() >= 2 && v.starts_with('"') && v.ends_with('"') {
        &v[1..v.len() - 1]
    } else {
        v
    }
}

pub(crate) fn parse(text: &str) -> Result<Ini, Error> {
    let mut ini = Ini::default();
    let mut section = String::from("default");
    for (idx, raw) in text.lines().enumerate() {
        let lineno = idx + 1;
        let line = strip_comment(raw).trim();
        if line.is_empty() {
            continue;
        }
        if let Some(rest) = line.strip_prefix('[') {
            let name = rest
                .strip_suffix(']')
                .ok_or(Error::UnclosedSection { line: lineno })?;
            section = name.trim().to_lowercase();
            ini.sections.entry(section.clone()).or_default();
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .ok_or(Error::MissingEquals { line: lineno })?;
        let key = key.trim().to_lowercase();
        if key.is_empty() {
            return Err(Error::EmptyKey { line: lineno });
        }
        ini.sections
            .entry(section.clone())
            .or_default()
            .insert(key, unquote(value).to_string());
    }
    Ok(ini)
}
