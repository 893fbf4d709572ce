use std::process::ExitCode;

use pagesel::select::parse_ranges;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: pagesel <file.pdf> <pages> [--dry-run]");
        return ExitCode::from(2);
    }
    let pages = match parse_ranges(&args[2]) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("pagesel: {e}");
            return ExitCode::from(2);
        }
    };
    let shown: Vec<usize> = pages.iter().map(|i| i + 1).collect();
    println!("selected pages: {shown:?}");
    ExitCode::SUCCESS
}
