use std::env;
use std::fs;
use std::process::ExitCode;

use notetags::{collect, export, report};

fn main() -> ExitCode {
    let mut args: Vec<String> = env::args().skip(1).collect();
    let json = if let Some(i) = args.iter().position(|a| a == "--json") {
        args.remove(i);
        true
    } else {
        false
    };
    if args.is_empty() {
        eprintln!("usage: notetags [--json] <note.md>...");
        return ExitCode::from(2);
    }
    let mut docs = Vec::new();
    for path in &args {
        match fs::read_to_string(path) {
            Ok(text) => docs.push(text),
            Err(e) => {
                eprintln!("{path}: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let stats = collect(docs.iter().map(String::as_str));
    if json {
        println!("{}", export::to_json(&stats));
    } else {
        print!("{}", report::render_summary(&stats));
    }
    ExitCode::SUCCESS
}
