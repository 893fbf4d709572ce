use std::env;
use std::process::ExitCode;
use std::time::SystemTime;

use tokenkit::{issue, parse_ttl, verify, Token};

fn key() -> Vec<u8> {
    env::var("TOKENKIT_KEY").unwrap_or_default().into_bytes()
}

fn usage() -> ExitCode {
    eprintln!("usage:\n  tokenkit issue <subject> <ttl>   e.g. tokenkit issue billing 15m\n  tokenkit verify <token>");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    if key().is_empty() {
        eprintln!("TOKENKIT_KEY is not set");
        return ExitCode::from(2);
    }
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["issue", subject, ttl] => match parse_ttl(ttl) {
            Ok(ttl) => {
                println!("{}", issue(&key(), subject, ttl, SystemTime::now()).encode());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("bad ttl: {e}");
                ExitCode::from(2)
            }
        },
        ["verify", token] => match Token::decode(token).and_then(|t| verify(&key(), &t, SystemTime::now())) {
            Ok(()) => {
                println!("ok");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(1)
            }
        },
        _ => usage(),
    }
}
