use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

pub struct Summary {
    pub files: Vec<PathBuf>,
    pub rows: usize,
}

fn open_part(dir: &Path, stem: &str, n: usize, header: &str) -> Result<BufWriter<File>> {
    let path = dir.join(format!("{stem}-{n:03}.csv"));
    let file = File::create(&path).with_context(|| format!("create {}", path.display()))?;
    let mut w = BufWriter::new(file);
    writeln!(w, "{header}")?;
    Ok(w)
}

pub fn split(input: &Path, dir: &Path, stem: &str, per_file: usize) -> Result<Summary> {
    let reader = BufReader::new(File::open(input).with_context(|| format!("open {}", input.display()))?);
    let mut lines = reader.lines();
    let header = lines.next().context("empty input")??;

    let mut summary = Summary { files: Vec::new(), rows: 0 };
    let mut part = 0;
    let mut in_part = per_file;
    let mut out: Option<BufWriter<File>> = None;

    for line in lines {
        let line = line?;
        if in_part == per_file {
            part += 1;
            out = Some(open_part(dir, stem, part, &header)?);
            summary.files.push(dir.join(format!("{stem}-{part:03}.csv")));
            in_part = 0;
        }
        if let Some(w) = out.as_mut() {
            writeln!(w, "{line}")?;
        }
        in_part += 1;
        summary.rows += 1;
    }
    Ok(summary)
}
