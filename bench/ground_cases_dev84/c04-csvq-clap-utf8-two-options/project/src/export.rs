use std::io::Write;

use serde_json::{Map, Value};

use crate::reader::{headers, CsvReader};
use crate::Format;

pub fn write<W: Write>(rdr: &mut CsvReader, to: Format, mut out: W) -> anyhow::Result<()> {
    let names = headers(rdr)?;
    if let Format::Tsv = to {
        writeln!(out, "{}", names.join("\t"))?;
    }
    for record in rdr.records() {
        let record = record?;
        match to {
            Format::Json => {
                let mut obj = Map::new();
                for (name, field) in names.iter().zip(record.iter()) {
                    obj.insert(name.clone(), Value::String(field.to_string()));
                }
                serde_json::to_writer(&mut out, &Value::Object(obj))?;
                writeln!(out)?;
            }
            Format::Tsv => {
                let fields: Vec<String> = record.iter().map(|f| f.replace('\t', " ")).collect();
                writeln!(out, "{}", fields.join("\t"))?;
            }
        }
    }
    out.flush()?;
    Ok(())
}
