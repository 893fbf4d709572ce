mod amount;
mod csv_reader;
mod summary;

use std::process::ExitCode;
use std::{env, fs};

fn yen(v: i64) -> String {
    let digits = v.abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if v < 0 {
        format!("-¥{out}")
    } else {
        format!("¥{out}")
    }
}

fn main() -> ExitCode {
    let paths: Vec<String> = env::args().skip(1).collect();
    if paths.is_empty() {
        eprintln!("usage: kakeibo <statement.csv>...");
        return ExitCode::from(2);
    }
    let mut entries = Vec::new();
    for path in &paths {
        let text = match fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{path}: {e}");
                return ExitCode::FAILURE;
            }
        };
        match csv_reader::read_statement(&text) {
            Ok(mut found) => entries.append(&mut found),
            Err(e) => {
                eprintln!("{path}: {e:?}");
                return ExitCode::FAILURE;
            }
        }
    }
    for (month, t) in summary::by_month(&entries) {
        println!("{month}  収入 {:>12}  支出 {:>12}  差引 {:>12}", yen(t.income), yen(t.spending), yen(t.net()));
    }
    ExitCode::SUCCESS
}
