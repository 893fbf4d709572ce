use std::io;

use super::{read_lines, Opts};
use crate::filter::keep;

/// First `n` lines that pass the level filter.
pub fn run(opts: &Opts) -> io::Result<()> {
    let lines: Vec<String> = read_lines(&opts.path)?
        .into_iter()
        .filter(|l| keep(l, opts.level))
        .collect();
    let end = opts.n.min(lines.len());
    for line in &lines[..end] {
        println!("{line}");
    }
    Ok(())
}
