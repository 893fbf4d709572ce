use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use lgx::batch::Batcher;
use lgx::config::Config;
use lgx::parser::{self, Record};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let cfg = match Config::from_args(&args[1..]) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("lgx: {e}");
            return ExitCode::from(2);
        }
    };

    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut batcher = Batcher::new(cfg.batch_size);
    let mut bad = 0usize;

    for line in stdin.lock().lines() {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                eprintln!("lgx: read error: {e}");
                return ExitCode::from(1);
            }
        };
        match parser::parse_line(&line, cfg.max_field_len) {
            Some(mut rec) => {
                rec.fields.insert("source".to_string(), cfg.source.clone());
                if let Some(full) = batcher.push(rec) {
                    write_batch(&mut out, &full);
                }
            }
            None => bad += 1,
        }
    }

    let rest = batcher.flush();
    if !rest.is_empty() {
        write_batch(&mut out, &rest);
    }
    if bad > 0 {
        eprintln!("lgx: skipped {bad} unparsable line(s)");
    }
    ExitCode::SUCCESS
}

fn write_batch(out: &mut impl Write, recs: &[Record]) {
    for r in recs {
        let _ = writeln!(out, "{}", r.to_json());
    }
    let _ = out.flush();
}
