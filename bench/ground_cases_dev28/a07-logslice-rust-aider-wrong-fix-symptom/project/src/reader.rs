//! Line reading for logslice.

use std::io::{self, BufRead};

/// Calls `emit` with every line of `reader`, without its line ending, and returns how
/// many lines there were. Lines may end in "\n" or "\r\n".
pub fn read_lines<R: BufRead>(mut reader: R, mut emit: impl FnMut(&str)) -> io::Result<u64> {
    let mut buf = String::new();
    let mut last = String::new();
    let mut count = 0;
    loop {
        buf.clear();
        if reader.read_line(&mut buf)? == 0 {
            break;
        }
        emit(buf.trim_end_matches(['\n', '\r']));
        count += 1;
        last.clone_from(&buf);
    }
    // read_line drops a final line that has no '\n', so emit it here
    if !last.is_empty() && !last.ends_with('\n') {
        emit(&last);
        count += 1;
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn collect(input: &str) -> Vec<String> {
        let mut out = Vec::new();
        read_lines(input.as_bytes(), |l| out.push(l.to_string())).unwrap();
        out
    }

    #[test]
    fn splits_lines() {
        assert_eq!(collect("a\nb\n"), ["a", "b"]);
    }

    #[test]
    fn handles_crlf() {
        assert_eq!(collect("a\r\nb\r\n"), ["a", "b"]);
    }

    #[test]
    fn empty_input() {
        assert!(collect("").is_empty());
    }
}
