use std::path::PathBuf;

use crate::size::parse_size;

#[derive(Debug, Default, PartialEq)]
pub struct Args {
    pub dir: PathBuf,
    pub pattern: String,
    pub keep: Option<usize>,
    pub max_total: Option<u64>,
    pub verbose: bool,
    pub dry_run: bool,
}

pub fn usage() -> &'static str {
    "usage: logrot <dir> [--pattern GLOB] [--keep N] [--max-size SIZE] [--dry-run] [-v]"
}

pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Result<Args, String> {
    let mut it = args.into_iter();
    let mut out = Args { pattern: "*.log.*".to_string(), ..Default::default() };
    let mut dir = None;
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--keep" => {
                let v = it.next().ok_or("--keep needs a value")?;
                out.keep = Some(v.parse().map_err(|_| format!("--keep: not a number: {v}"))?);
            }
            "--max-size" => {
                let v = it.next().ok_or("--max-size needs a value")?;
                out.max_total = Some(parse_size(&v)?);
            }
            "--pattern" => out.pattern = it.next().ok_or("--pattern needs a value")?,
            "-v" | "--verbose" => out.verbose = true,
            "-n" | "--dry-run" => out.dry_run = true,
            s if s.starts_with('-') => return Err(format!("unknown option: {s}")),
            _ if dir.is_none() => dir = Some(PathBuf::from(arg)),
            _ => return Err(format!("unexpected argument: {arg}")),
        }
    }
    out.dir = dir.ok_or_else(|| usage().to_string())?;
    if out.keep.is_none() && out.max_total.is_none() {
        return Err("give --keep and/or --max-size".into());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parses_keep_and_size() {
        let a = parse(argv("/var/log/app --keep 7 --max-size 10K")).unwrap();
        assert_eq!(a.dir, PathBuf::from("/var/log/app"));
        assert_eq!(a.keep, Some(7));
        assert_eq!(a.max_total, Some(10 * 1024));
    }

    #[test]
    fn needs_a_rule() {
        assert!(parse(argv("/var/log/app")).is_err());
    }
}
