use crate::reader::Record;

const RESET: &str = "\x1b[0m";
const DIM: &str = "\x1b[2m";

pub struct Printer {
    color: bool,
}

impl Printer {
    pub fn new(color: bool) -> Printer {
        Printer { color }
    }

    pub fn print(&mut self, rec: &Record) {
        if !self.color {
            println!("{}", rec.raw);
            return;
        }
        let level = format!("{}{:<5}{}", level_color(&rec.level), rec.level.to_uppercase(), RESET);
        let rest: Vec<String> = rec
            .pairs
            .iter()
            .filter(|(k, _)| !matches!(k.as_str(), "ts" | "time" | "level" | "lvl" | "msg"))
            .map(|(k, v)| format!("{DIM}{k}={RESET}{v}"))
            .collect();
        let ts = rec.get("ts").or(rec.get("time")).unwrap_or("-");
        println!("{DIM}{ts}{RESET} {level} {} {}", rec.msg, rest.join(" "));
    }
}

fn level_color(level: &str) -> &'static str {
    match level {
        "error" | "fatal" => "\x1b[31m",
        "warn" | "warning" => "\x1b[33m",
        "info" => "\x1b[32m",
        "debug" | "trace" => "\x1b[36m",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colors_known_levels() {
        assert_eq!(level_color("error"), "\x1b[31m");
        assert_eq!(level_color("nope"), "");
    }
}
