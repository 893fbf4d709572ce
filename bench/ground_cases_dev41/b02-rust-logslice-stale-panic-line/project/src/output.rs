use std::io::{self, Write};

use clap::ValueEnum;
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

#[derive(Serialize)]
struct JsonLine<'a> {
    line_no: usize,
    text: &'a str,
}

pub struct Writer<W: Write> {
    inner: W,
    format: Format,
    written: usize,
}

impl<W: Write> Writer<W> {
    pub fn new(inner: W, format: Format) -> Self {
        Writer { inner, format, written: 0 }
    }

    pub fn write_line(&mut self, line_no: usize, text: &str) -> io::Result<()> {
        self.written += 1;
        match self.format {
            Format::Text => writeln!(self.inner, "{text}"),
            Format::Json => {
                let json = serde_json::to_string(&JsonLine { line_no, text }).map_err(io::Error::other)?;
                writeln!(self.inner, "{json}")
            }
        }
    }

    pub fn finish(mut self) -> io::Result<usize> {
        self.inner.flush()?;
        Ok(self.written)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_line_has_line_number() {
        let mut buf = Vec::new();
        let mut w = Writer::new(&mut buf, Format::Json);
        w.write_line(12, "2024-03-01T10:00:00 INFO hi").unwrap();
        w.finish().unwrap();
        assert_eq!(String::from_utf8(buf).unwrap(), "{\"line_no\":12,\"text\":\"2024-03-01T10:00:00 INFO hi\"}\n");
    }

    #[test]
    fn text_is_unchanged() {
        let mut buf = Vec::new();
        let mut w = Writer::new(&mut buf, Format::Text);
        w.write_line(1, "a").unwrap();
        w.write_line(2, "b").unwrap();
        assert_eq!(w.finish().unwrap(), 2);
        assert_eq!(String::from_utf8(buf).unwrap(), "a\nb\n");
    }
}
