pub mod grep;
pub mod head;
pub mod stats;
pub mod tail;

use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::PathBuf;

use crate::filter::Level;

pub struct Opts {
    pub path: PathBuf,
    pub n: usize,
    pub level: Option<Level>,
    pub follow: bool,
    pub pattern: Option<String>,
}

impl Opts {
    pub fn parse(args: &[String]) -> Result<Opts, String> {
        let mut opts = Opts { path: PathBuf::new(), n: 10, level: None, follow: false, pattern: None };
        let mut it = args.iter();
        while let Some(a) = it.next() {
            match a.as_str() {
                "-n" => {
                    let v = it.next().ok_or("-n needs a number")?;
                    opts.n = v.parse().map_err(|_| format!("bad -n value {v:?}"))?;
                }
                "-l" => {
                    let v = it.next().ok_or("-l needs a level")?;
                    opts.level = Some(Level::from_name(v).ok_or(format!("unknown level {v:?}"))?);
                }
                "-e" => opts.pattern = Some(it.next().ok_or("-e needs a pattern")?.clone()),
                "-f" => opts.follow = true,
                p if !p.starts_with('-') => opts.path = PathBuf::from(p),
                other => return Err(format!("unknown option {other}")),
            }
        }
        if opts.path.as_os_str().is_empty() {
            return Err("missing file".into());
        }
        Ok(opts)
    }
}

pub fn read_lines(path: &PathBuf) -> io::Result<Vec<String>> {
    BufReader::new(File::open(path)?).lines().collect()
}
