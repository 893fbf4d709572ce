use serde::Serialize;

use crate::reader::Entry;

pub enum Output {
    Text,
    Json,
}

#[derive(Serialize)]
struct JsonEntry<'a> {
    ts: &'a str,
    level: &'a str,
    msg: &'a str,
}

impl Output {
    pub fn render(&self, e: &Entry) -> String {
        match self {
            Output::Text => format!("{} {:<5} {}", e.ts, e.level.to_uppercase(), e.msg),
            Output::Json => serde_json::to_string(&JsonEntry {
                ts: &e.ts,
                level: &e.level,
                msg: &e.msg,
            })
            .unwrap_or_default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_pads_level() {
        let e = Entry { ts: "2025-11-06T10:00:00".into(), level: "warn".into(), msg: "disk 91%".into() };
        assert_eq!(Output::Text.render(&e), "2025-11-06T10:00:00 WARN  disk 91%");
    }
}
