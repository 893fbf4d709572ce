use std::io::{self, Write};

use crate::parse::Entry;

pub struct Printer {
    pub color: bool,
    pub show_source: bool,
}

impl Printer {
    pub fn print_all(&self, entries: &[Entry]) -> io::Result<()> {
        let stdout = io::stdout();
        let mut out = stdout.lock();
        for e in entries {
            self.print_one(&mut out, e)?;
        }
        out.flush()
    }

    fn print_one(&self, out: &mut impl Write, e: &Entry) -> io::Result<()> {
        let level = e.level.map(|l| format!("{l:?}").to_uppercase()).unwrap_or_default();
        let ts = e.ts.format("%H:%M:%S%.3f");
        if self.show_source {
            writeln!(out, "{ts} {level:<5} {:<10} {}", e.source, e.message)
        } else {
            writeln!(out, "{ts} {level:<5} {}", e.message)
        }
    }
}
