use crate::record::{Level, Record};

const RESET: &str = "\x1b[0m";

fn color(level: Level) -> &'static str {
    match level {
        Level::Error => "\x1b[31m",
        Level::Warn => "\x1b[33m",
        Level::Info => "\x1b[32m",
        Level::Debug => "\x1b[90m",
    }
}

pub fn render(rec: &Record) -> String {
    let ts = match rec.ts {
        Some(ts) => ts.format("%H:%M:%S").to_string(),
        None => "--:--:--".to_string(),
    };
    let label = format!("{:<5}", rec.level.as_str());
    format!("{ts} {}{label}{RESET} {}", color(rec.level), rec.msg)
}

pub fn render_plain(rec: &Record) -> String {
    let ts = rec.ts.map(|t| t.to_rfc3339()).unwrap_or_default();
    format!("{ts} {} {}", rec.level.as_str(), rec.msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_has_level() {
        let rec = Record::parse("2025-01-01T00:00:00Z WARN disk almost full");
        assert!(render_plain(&rec).contains("WARN"));
    }
}
