use std::io;

use super::{read_lines, Opts};
use crate::filter::keep;

pub fn run(opts: &Opts) -> io::Result<()> {
    let pattern = opts.pattern.as_deref().unwrap_or("");
    let mut shown = 0;
    for line in read_lines(&opts.path)? {
        if keep(&line, opts.level) && line.contains(pattern) {
            println!("{line}");
            shown += 1;
            if shown == opts.n {
                break;
            }
        }
    }
    Ok(())
}
