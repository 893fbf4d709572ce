mod parse;
mod stats;

use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::process::ExitCode;

const USAGE: &str = "usage: logslice [-p 50,95,99] [--status CODE] [FILE]";

struct Args {
    path: Option<String>,
    percentiles: Vec<f64>,
    status: Option<u16>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        path: None,
        percentiles: vec![50.0, 95.0, 99.0],
        status: None,
    };
    let mut it = env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "-p" | "--percentile" => {
                let v = it.next().ok_or("-p needs a value")?;
                args.percentiles = v
                    .split(',')
                    .map(|s| s.trim().parse::<f64>().map_err(|e| format!("bad percentile {s}: {e}")))
                    .collect::<Result<Vec<_>, _>>()?;
            }
            "--status" => {
                let v = it.next().ok_or("--status needs a value")?;
                args.status = Some(v.parse().map_err(|_| format!("bad status: {v}"))?);
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ if args.path.is_none() => args.path = Some(a),
            _ => return Err(format!("unexpected argument: {a}\n{USAGE}")),
        }
    }
    Ok(args)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(2);
        }
    };

    let reader: Box<dyn BufRead> = match &args.path {
        Some(p) => match File::open(p) {
            Ok(f) => Box::new(BufReader::new(f)),
            Err(e) => {
                eprintln!("{p}: {e}");
                return ExitCode::FAILURE;
            }
        },
        None => Box::new(BufReader::new(io::stdin())),
    };

    let mut latencies = Vec::new();
    let mut bad = 0usize;
    for line in reader.lines() {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                eprintln!("read error: {e}");
                return ExitCode::FAILURE;
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        match parse::parse_line(&line) {
            Some(rec) => {
                if args.status.is_none_or(|s| s == rec.status) {
                    latencies.push(rec.latency_ms);
                }
            }
            None => bad += 1,
        }
    }

    let Some(summary) = stats::summarize(&mut latencies, &args.percentiles) else {
        eprintln!("no records (skipped {bad} unparsable lines)");
        return ExitCode::FAILURE;
    };

    println!("count  {}", summary.count);
    println!("min    {}", stats::format_ms(summary.min));
    println!("mean   {:.1}ms", summary.mean);
    for (p, v) in &summary.percentiles {
        println!("p{:<5} {}", p, stats::format_ms(*v));
    }
    println!("max    {}", stats::format_ms(summary.max));
    if bad > 0 {
        eprintln!("skipped {bad} unparsable lines");
    }
    ExitCode::SUCCESS
}
