use std::env;
use std::fs;
use std::io::{self, Read};
use std::process::ExitCode;

mod parse;
mod report;

fn read_input(path: Option<String>) -> io::Result<String> {
    match path {
        Some(p) if p != "-" => fs::read_to_string(p),
        _ => {
            let mut buf = String::new();
            io::stdin().read_to_string(&mut buf)?;
            Ok(buf)
        }
    }
}

fn main() -> ExitCode {
    let path = env::args().nth(1);
    let input = match read_input(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("logsum: {e}");
            return ExitCode::from(2);
        }
    };
    let entries: Vec<_> = input.lines().filter_map(parse::parse_line).collect();
    if entries.is_empty() {
        eprintln!("logsum: no log lines recognised");
        return ExitCode::from(1);
    }
    print!("{}", report::render(&entries));
    ExitCode::SUCCESS
}
