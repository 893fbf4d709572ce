use std::io::{BufWriter, Result, Write};
use std::time::{Duration, Instant};

const FLUSH_EVERY: Duration = Duration::from_millis(200);

pub struct Printer<W: Write> {
    out: BufWriter<W>,
    color: bool,
    last_flush: Instant,
}

impl<W: Write> Printer<W> {
    pub fn new(out: W, color: bool) -> Self {
        Printer { out: BufWriter::with_capacity(64 * 1024, out), color, last_flush: Instant::now() }
    }

    pub fn print(&mut self, line: &str) -> Result<()> {
        if self.color {
            writeln!(self.out, "{}", colorize(line))?;
        } else {
            writeln!(self.out, "{line}")?;
        }
        if self.last_flush.elapsed() >= FLUSH_EVERY {
            self.out.flush()?;
            self.last_flush = Instant::now();
        }
        Ok(())
    }

    pub fn finish(&mut self) -> Result<()> {
        self.out.flush()
    }
}

fn colorize(line: &str) -> String {
    let l = line.to_ascii_lowercase();
    let code = if l.contains("error") {
        "31"
    } else if l.contains("warn") {
        "33"
    } else {
        return line.to_string();
    };
    format!("\x1b[{code}m{line}\x1b[0m")
}
