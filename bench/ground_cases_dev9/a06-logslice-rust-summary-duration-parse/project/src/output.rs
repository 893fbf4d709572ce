use std::io::Write;

use anyhow::Result;
use serde_json::json;

use crate::parse::Entry;

pub fn write_entry(out: &mut impl Write, e: &Entry, as_json: bool) -> Result<()> {
    if as_json {
        let v = json!({
            "ts": e.ts.to_rfc3339(),
            "level": format!("{:?}", e.level).to_lowercase(),
            "message": e.message,
        });
        writeln!(out, "{v}")?;
    } else {
        writeln!(out, "{}", e.raw)?;
    }
    Ok(())
}
