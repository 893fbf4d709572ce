use std::io::{self, BufWriter, IsTerminal, Stdout, Write};

use crate::cli::ColorChoice;

const BOLD_RED: &str = "\x1b[1;31m";
const RESET: &str = "\x1b[0m";

pub struct Output {
    out: BufWriter<Stdout>,
    color: bool,
    json: bool,
    pub printed: usize,
}

impl Output {
    pub fn new(choice: ColorChoice, json: bool) -> Self {
        let color = match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => !json && io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        };
        Self { out: BufWriter::new(io::stdout()), color, json, printed: 0 }
    }

    pub fn emit(&mut self, pattern: &str, line: &str) -> io::Result<()> {
        self.printed += 1;
        #[cfg(feature = "json")]
        if self.json {
            return self.print_json(pattern, line);
        }
        if self.color {
            writeln!(self.out, "{BOLD_RED}[{pattern}]{RESET} {line}")
        } else {
            writeln!(self.out, "[{pattern}] {line}")
        }
    }

    #[cfg(feature = "json")]
    fn print_json(&mut self, pattern: &str, line: &str) -> io::Result<()> {
        let v = serde_json::json!({ "pattern": pattern, "line": line });
        serde_json::to_writer(&mut self.out, &v)?;
        writeln!(self.out)
    }

    pub fn stats(&mut self, counts: &[(String, usize)]) -> io::Result<()> {
        for (pattern, n) in counts {
            writeln!(self.out, "{n:>8}  {pattern}")?;
        }
        Ok(())
    }

    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}
