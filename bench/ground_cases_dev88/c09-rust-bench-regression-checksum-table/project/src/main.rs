use std::io::{self, BufRead};

fn main() {
    let stdin = io::stdin();
    let (mut ok, mut bad) = (0u64, 0u64);
    for line in stdin.lock().lines() {
        let line = line.expect("read stdin");
        match tlog::parse_line(&line) {
            Ok(_) => ok += 1,
            Err(e) => {
                bad += 1;
                if bad <= 10 {
                    eprintln!("bad line: {e:?}: {line}");
                }
            }
        }
    }
    println!("ok={ok} bad={bad}");
}
