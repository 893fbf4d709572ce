use crate::parser::{parse_level, Cond, Level};

/// One parsed log line: `2025-11-02T10:00:01Z WARN db timeout host=db-1`.
pub struct Record<'a> {
    pub level: Level,
    pub msg: &'a str,
    pub fields: Vec<(&'a str, &'a str)>,
}

pub fn parse_record(line: &str) -> Option<Record<'_>> {
    let mut parts = line.splitn(3, ' ');
    let _ts = parts.next()?;
    let level = parse_level(parts.next()?)?;
    let rest = parts.next().unwrap_or("");
    let fields = rest
        .split_whitespace()
        .filter_map(|w| w.split_once('='))
        .collect();
    Some(Record { level, msg: rest, fields })
}

pub fn matches(conds: &[Cond], rec: &Record) -> bool {
    conds.iter().all(|cond| match cond {
        Cond::LevelAtLeast(l) => rec.level >= *l,
        Cond::MsgContains(s) => rec.msg.contains(s.as_str()),
        Cond::Field { name, value } => rec.fields.iter().any(|(k, v)| k == name && v == value),
    })
}
