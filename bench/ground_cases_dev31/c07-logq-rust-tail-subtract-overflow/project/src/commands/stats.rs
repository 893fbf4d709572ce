use std::collections::BTreeMap;
use std::io;

use super::{read_lines, Opts};
use crate::filter::parse_level;

pub fn run(opts: &Opts) -> io::Result<()> {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for line in read_lines(&opts.path)? {
        let name = parse_level(&line).map_or("-".to_string(), |l| format!("{l:?}"));
        *counts.entry(name).or_default() += 1;
    }
    for (name, n) in counts {
        println!("{name:<6} {n}");
    }
    Ok(())
}
