use std::path::PathBuf;
use std::process::ExitCode;

use ledgerimport::import::read_statement;
use ledgerimport::{format_cents, total_cents};

fn usage() -> ExitCode {
    eprintln!("usage: ledgerimport summary <statement.csv>");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (cmd, path) = match args.as_slice() {
        [cmd, path] => (cmd.as_str(), PathBuf::from(path)),
        _ => return usage(),
    };
    if cmd != "summary" {
        return usage();
    }
    match read_statement(&path) {
        Ok(txs) => {
            println!("rows:  {}", txs.len());
            println!("total: {} EUR", format_cents(total_cents(&txs)));
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
