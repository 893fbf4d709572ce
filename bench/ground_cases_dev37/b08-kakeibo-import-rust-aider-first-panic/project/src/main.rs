mod category;
mod parse;
mod report;

use std::path::PathBuf;
use std::process::ExitCode;

struct Args {
    input: PathBuf,
    month: Option<String>,
    verbose: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut input = None;
    let mut month = None;
    let mut verbose = false;
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--month" => month = Some(it.next().ok_or("--month needs a value like 2025-11")?),
            "-v" | "--verbose" => verbose = true,
            s if s.starts_with('-') => return Err(format!("unknown option: {s}")),
            s => input = Some(PathBuf::from(s)),
        }
    }
    Ok(Args {
        input: input.ok_or("usage: kakeibo-import [-v] [--month YYYY-MM] <file.csv>")?,
        month,
        verbose,
    })
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let (entries, stats) = match parse::parse_file(&args.input) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    if args.verbose {
        eprintln!("{}: {} lines, {} entries", args.input.display(), stats.lines, stats.entries);
    }
    let entries: Vec<_> = match &args.month {
        Some(m) => entries.into_iter().filter(|e| e.date.starts_with(m.as_str())).collect(),
        None => entries,
    };
    print!("{}", report::render(&entries));
    ExitCode::SUCCESS
}
