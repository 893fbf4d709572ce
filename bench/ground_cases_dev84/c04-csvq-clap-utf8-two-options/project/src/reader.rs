use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::Path;

use anyhow::Context;

pub type CsvReader = csv::Reader<Box<dyn Read>>;

/// Open a CSV file, or stdin for "-". The first row is the header.
pub fn open(path: &Path, delimiter: u8) -> anyhow::Result<CsvReader> {
    let input: Box<dyn Read> = if path.as_os_str() == "-" {
        Box::new(io::stdin().lock())
    } else {
        let file = File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
        Box::new(BufReader::with_capacity(1 << 16, file))
    };
    let rdr = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .has_headers(true)
        .flexible(false)
        .from_reader(input);
    Ok(rdr)
}

/// The header names, trimmed of a UTF-8 byte order mark.
pub fn headers(rdr: &mut CsvReader) -> anyhow::Result<Vec<String>> {
    let headers = rdr.headers().context("cannot read the header row")?;
    Ok(headers
        .iter()
        .map(|h| h.trim_start_matches('\u{feff}').to_string())
        .collect())
}
