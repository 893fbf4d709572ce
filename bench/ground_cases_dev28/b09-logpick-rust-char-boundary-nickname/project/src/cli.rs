//! Command-line options, parsed by hand to keep the binary free of dependencies.

use std::path::PathBuf;

#[derive(Debug, Default)]
pub struct Args {
    pub level: Option<String>,
    pub grep: Option<String>,
    /// Only entries at or after this time (`YYYY-MM-DDTHH:MM:SS`).
    pub since: Option<String>,
    pub files: Vec<PathBuf>,
}

pub fn usage() -> &'static str {
    "usage: logpick [--level LEVEL] [--grep TEXT] [--since YYYY-MM-DDTHH:MM:SS] FILE..."
}

pub fn parse(argv: impl IntoIterator<Item = String>) -> Result<Args, String> {
    let mut args = Args::default();
    let mut it = argv.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--level" => args.level = Some(it.next().ok_or("--level needs a value")?),
            "--grep" => args.grep = Some(it.next().ok_or("--grep needs a value")?),
            "--since" => {
                let value = it.next().ok_or("--since needs a value")?;
                if !is_timestamp(&value) {
                    return Err(format!("--since: expected YYYY-MM-DDTHH:MM:SS, got {}", value));
                }
                args.since = Some(value);
            }
            "-h" | "--help" => return Err(usage().to_string()),
            s if s.starts_with("--") => return Err(format!("unknown option {}", s)),
            _ => args.files.push(PathBuf::from(a)),
        }
    }
    if args.files.is_empty() {
        return Err(usage().to_string());
    }
    Ok(args)
}

/// `YYYY-MM-DDTHH:MM:SS`, the same shape as the log's own timestamps, so that
/// plain string comparison orders them in time.
fn is_timestamp(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 19
        && b.iter().enumerate().all(|(i, c)| match i {
            4 | 7 => *c == b'-',
            10 => *c == b'T',
            13 | 16 => *c == b':',
            _ => c.is_ascii_digit(),
        })
}
