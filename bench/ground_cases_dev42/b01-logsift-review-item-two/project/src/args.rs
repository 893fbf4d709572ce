use crate::{duration, time};

pub const USAGE: &str = "usage: logsift [--level LEVEL] [--after RFC3339 | --since DURATION] [--grep TEXT] [--field k=v]... [--stats] [--no-color] [FILE]...";

#[derive(Debug, Default)]
pub struct Args {
    pub level: Option<String>,
    pub after: Option<i64>,
    pub grep: Option<String>,
    pub fields: Vec<(String, String)>,
    pub stats: bool,
    pub no_color: bool,
    pub files: Vec<String>,
}

impl Args {
    pub fn parse(mut it: impl Iterator<Item = String>) -> Result<Args, String> {
        let mut args = Args::default();
        while let Some(a) = it.next() {
            match a.as_str() {
                "--level" => args.level = Some(value(&mut it, "--level")?.to_lowercase()),
                "--after" => {
                    let v = value(&mut it, "--after")?;
                    args.after = Some(time::parse_rfc3339(&v).ok_or(format!("--after: not an RFC 3339 time: {v}"))?);
                }
                "--since" => {
                    let v = value(&mut it, "--since")?;
                    let secs = duration::parse_duration(&v).ok_or(format!("--since: expected e.g. 30m, 2h, 1d, got {v}"))?;
                    args.after = Some(duration::now() - secs);
                }
                "--grep" => args.grep = Some(value(&mut it, "--grep")?),
                "--field" => {
                    let v = value(&mut it, "--field")?;
                    let (k, val) = v.split_once('=').ok_or(format!("--field: expected key=value, got {v}"))?;
                    args.fields.push((k.to_string(), val.to_string()));
                }
                "--stats" => args.stats = true,
                "--no-color" => args.no_color = true,
                "-h" | "--help" => return Err("help requested".into()),
                s if s.starts_with("--") => return Err(format!("unknown option {s}")),
                _ => args.files.push(a),
            }
        }
        Ok(args)
    }
}

fn value(it: &mut impl Iterator<Item = String>, name: &str) -> Result<String, String> {
    it.next().ok_or(format!("{name} needs a value"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(v: &[&str]) -> Result<Args, String> {
        Args::parse(v.iter().map(|s| s.to_string()))
    }

    #[test]
    fn fields_and_files() {
        let a = parse(&["--field", "svc=billing", "app.log"]).unwrap();
        assert_eq!(a.fields, vec![("svc".to_string(), "billing".to_string())]);
        assert_eq!(a.files, vec!["app.log"]);
    }

    #[test]
    fn after_must_be_rfc3339() {
        assert!(parse(&["--after", "yesterday"]).is_err());
        assert_eq!(parse(&["--after", "1970-01-02T00:00:00Z"]).unwrap().after, Some(86_400));
    }

    #[test]
    fn since_is_relative_to_now() {
        let before = duration::now();
        let after = parse(&["--since", "2h"]).unwrap().after.unwrap();
        assert!(after >= before - 7200 && after <= duration::now() - 7200);
        assert!(parse(&["--since", "soon"]).is_err());
    }
}
