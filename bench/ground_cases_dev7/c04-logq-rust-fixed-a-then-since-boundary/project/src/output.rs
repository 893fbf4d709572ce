use std::io::Write;

use anyhow::Result;

use crate::record::{Level, Record};

pub fn write(out: &mut impl Write, rec: &Record, raw: bool) -> Result<()> {
    if raw {
        writeln!(out, "{}", rec.raw)?;
        return Ok(());
    }
    let level = match rec.level {
        Level::Trace => "TRACE",
        Level::Debug => "DEBUG",
        Level::Info => "INFO ",
        Level::Warn => "WARN ",
        Level::Error => "ERROR",
    };
    write!(out, "{} {} {}", rec.ts.format("%Y-%m-%dT%H:%M:%S%.3fZ"), level, rec.msg)?;
    for (k, v) in &rec.fields {
        write!(out, " {k}={v}")?;
    }
    writeln!(out)?;
    Ok(())
}
