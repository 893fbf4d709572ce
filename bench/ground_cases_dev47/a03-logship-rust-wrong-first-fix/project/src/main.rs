use std::io::{self, BufRead, BufWriter, Write};

mod parse;

fn main() -> anyhow::Result<()> {
    let debug = std::env::var("LOGSHIP_DEBUG").is_ok();
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    let (mut parsed, mut dropped) = (0u64, 0u64);

    for line in stdin.lock().lines() {
        let line = line?;
        if line.is_empty() {
            continue;
        }
        match parse::parse_line(&line) {
            Ok(entry) => {
                serde_json::to_writer(&mut out, &entry)?;
                out.write_all(b"\n")?;
                parsed += 1;
            }
            Err(err) => {
                dropped += 1;
                if debug {
                    eprintln!("drop: {err}: {line}");
                }
            }
        }
    }
    out.flush()?;
    eprintln!("logship: parsed={parsed} dropped={dropped}");
    Ok(())
}
