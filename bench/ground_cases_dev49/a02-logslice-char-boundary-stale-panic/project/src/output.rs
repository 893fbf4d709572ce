use std::io::{self, Write};

use crate::parse::{truncate_msg, Record};

pub struct Output<W: Write> {
    w: W,
    width: usize,
    json: bool,
}

fn json_escape(s: &str, out: &mut String) {
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
}

impl<W: Write> Output<W> {
    pub fn new(w: W, width: usize, json: bool) -> Self {
        Output { w, width, json }
    }

    pub fn write(&mut self, rec: &Record<'_>) -> io::Result<()> {
        if self.json {
            let mut s = String::with_capacity(rec.msg.len() + 64);
            s.push_str("{\"ts\":\"");
            s.push_str(rec.ts);
            s.push_str("\",\"level\":\"");
            s.push_str(&rec.level.to_string());
            s.push_str("\",\"target\":\"");
            json_escape(rec.target, &mut s);
            s.push_str("\",\"msg\":\"");
            json_escape(rec.msg, &mut s);
            s.push_str("\"}");
            return writeln!(self.w, "{s}");
        }
        let msg = truncate_msg(rec.msg, self.width);
        writeln!(self.w, "{} {:<5} {}: {}", &rec.ts[11..19], rec.level, rec.target, msg)
    }

    pub fn flush(&mut self) -> io::Result<()> {
        self.w.flush()
    }
}
